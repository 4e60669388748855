// 短信设置: the SMS service's state, the site's signature, notification phones and switch, its two
// templates, the test SMS (once a minute) and the send log.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import {
  checkSmsConfig, checkSmsTemplate, checkSmsTestPhone,
  type MessageTemplateCode, type SmsConfig, type SmsConfigAnswer, type SmsTemplateView,
} from '../../../../shared/domain/settings';
import type { MessagingApi } from '../api';
import { MESSAGING_API } from '../tokens';
import { failedWith, outcomeOf, refused, toastUnlessField, type Outcome } from './outcome';
import { SendLogState } from './SendLogState';

@injectable()
export class SmsSettingsStore {
  answer: SmsConfigAnswer | null = null;
  templates: SmsTemplateView[] | null = null;
  loadFailed = false;
  saving = false;
  testing = false;
  testOutcome: Outcome | null = null;
  readonly log: SendLogState;

  constructor(
    @inject(MESSAGING_API) private readonly api: MessagingApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.log = new SendLogState(api, 'sms');
    makeAutoObservable<SmsSettingsStore, 'api' | 'notifier' | 'i18n' | 'told'>(this, { api: false, notifier: false, i18n: false, log: false, told: false });
  }

  get configured(): boolean {
    return this.answer?.provider.configured ?? false;
  }

  async load(): Promise<void> {
    this.loadFailed = false;
    this.testOutcome = null;
    try {
      const [answer, templates] = await Promise.all([this.api.smsConfig(), this.api.smsTemplates()]);
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

  async save(config: SmsConfig): Promise<Outcome> {
    const refusal = checkSmsConfig(config);
    if (refusal) return refused(refusal);
    this.saving = true;
    try {
      const answer = await this.api.saveSmsConfig(config);
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

  async test(phone: string): Promise<Outcome> {
    const refusal = checkSmsTestPhone(phone);
    if (refusal) return refused(refusal);
    this.testing = true;
    this.testOutcome = null;
    const outcome = await outcomeOf(() => this.api.smsTest(phone.trim()));
    runInAction(() => {
      this.testing = false;
      this.testOutcome = outcome;
    });
    void this.log.setPage(1);
    return outcome;
  }

  async saveTemplate(code: MessageTemplateCode, content: string, templateId: string): Promise<Outcome> {
    const refusal = checkSmsTemplate(code, { content, templateId });
    if (refusal) return refused(refusal);
    try {
      const saved = await this.api.saveSmsTemplate(code, content, templateId);
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
