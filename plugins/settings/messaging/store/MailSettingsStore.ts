// 邮件设置: the site's mail settings, its two templates, the test mail and the send log. Every save
// and test is checked first by the shared rules the server runs again.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import {
  checkMailConfig, checkMailTemplate, checkMailTestRecipient,
  type MailConfigAnswer, type MailConfigSave, type MailTemplateView, type MessageTemplateCode,
} from '../../../../shared/domain/settings';
import type { MessagingApi } from '../api';
import { MESSAGING_API } from '../tokens';
import { failedWith, outcomeOf, refused, toastUnlessField, type Outcome } from './outcome';
import { SendLogState } from './SendLogState';

@injectable()
export class MailSettingsStore {
  answer: MailConfigAnswer | null = null;
  templates: MailTemplateView[] | null = null;
  loadFailed = false;
  saving = false;
  testing = false;
  /** The last test's outcome, shown beside its button until the next. */
  testOutcome: Outcome | null = null;
  readonly log: SendLogState;

  constructor(
    @inject(MESSAGING_API) private readonly api: MessagingApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.log = new SendLogState(api, 'mail');
    makeAutoObservable<MailSettingsStore, 'api' | 'notifier' | 'i18n' | 'told'>(this, { api: false, notifier: false, i18n: false, log: false, told: false });
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    this.testOutcome = null;
    try {
      const [answer, templates] = await Promise.all([this.api.mailConfig(), this.api.mailTemplates()]);
      runInAction(() => {
        this.answer = answer;
        this.templates = templates.rows;
      });
    } catch {
      runInAction(() => {
        this.loadFailed = true;
      });
    }
    await this.log.load();
  }

  async save(values: MailConfigSave): Promise<Outcome> {
    const refusal = checkMailConfig(values, { passwordSet: this.answer?.passwordSet ?? false });
    if (refusal) return refused(refusal);
    this.saving = true;
    try {
      const answer = await this.api.saveMailConfig(values);
      runInAction(() => {
        this.answer = answer;
      });
      this.notifier.success(this.i18n.t('settings.messaging.saved'));
      return { ok: true, message: '' };
    } catch (error) {
      return this.told(failedWith(error));
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Sends a test mail with the settings on the page (saved or not) to `to`. */
  async test(values: MailConfigSave, to: string): Promise<Outcome> {
    const refusal = checkMailConfig({ ...values, notifyLead: false }, { passwordSet: this.answer?.passwordSet ?? false }) ?? checkMailTestRecipient(to);
    if (refusal) return refused(refusal);
    this.testing = true;
    this.testOutcome = null;
    const outcome = await outcomeOf(() => this.api.mailTest({ ...values, to: to.trim() }));
    runInAction(() => {
      this.testing = false;
      this.testOutcome = outcome;
    });
    void this.log.setPage(1);
    return outcome;
  }

  async saveTemplate(code: MessageTemplateCode, subject: string, body: string): Promise<Outcome> {
    const refusal = checkMailTemplate(code, { subject, body });
    if (refusal) return refused(refusal);
    try {
      const saved = await this.api.saveMailTemplate(code, subject, body);
      runInAction(() => {
        this.templates = (this.templates ?? []).map((t) => (t.code === code ? saved : t));
      });
      this.notifier.success(this.i18n.t('settings.messaging.saved'));
      return { ok: true, message: '' };
    } catch (error) {
      return this.told(failedWith(error));
    }
  }

  private told(outcome: Outcome): Outcome {
    return toastUnlessField(this.notifier, outcome);
  }
}
