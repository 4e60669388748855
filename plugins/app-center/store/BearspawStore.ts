// 熊掌号's settings page: the settings as last answered (the token only as a mask), the draft with a
// new token typed or not (blank keeps the one kept), and a save checked by the shared rule first.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import { checkBearspaw, type BearspawAnswer, type BearspawSaveRequest } from '../../../shared/domain/apps';
import type { AppCenterApi } from '../api';
import { APP_CENTER_API } from '../tokens';

@injectable()
export class BearspawStore {
  answer: BearspawAnswer | null = null;
  draft: BearspawSaveRequest | null = null;
  failed = false;
  saving = false;
  refusal: { field: string; message: string } | null = null;

  constructor(
    @inject(APP_CENTER_API) private readonly api: AppCenterApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<BearspawStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const answer = await this.api.bearspaw();
      runInAction(() => this.accept(answer));
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  set<F extends keyof BearspawSaveRequest>(field: F, value: BearspawSaveRequest[F]): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    if (this.refusal?.field === field) this.refusal = null;
  }

  async save(): Promise<boolean> {
    if (!this.draft || !this.answer || this.saving) return false;
    const refusal = checkBearspaw(this.draft, this.answer.tokenSet);
    if (refusal) {
      this.refusal = refusal;
      this.notifier.error(refusal.message);
      return false;
    }
    this.saving = true;
    try {
      const answer = await this.api.saveBearspaw({ ...this.draft, appid: this.draft.appid.trim(), token: this.draft.token.trim() });
      runInAction(() => this.accept(answer));
      this.notifier.success(this.i18n.t('app-center.bearspaw.saved'));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  private accept(answer: BearspawAnswer): void {
    this.answer = answer;
    const { enabled, appid, jsonLd, followBar, followPosition } = answer;
    this.draft = { enabled, appid, jsonLd, followBar, followPosition, token: '', clearToken: false };
    this.refusal = null;
  }
}
