// 添加会员 / 编辑会员 (addManagement, ?id= edits): the member being edited, the site's password
// policy the form checks by (the default until it is read), and saving — a refusal is kept with the
// field the server named, for the form to show there.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import type { MemberRow, MemberSaveRequest } from '../../../../shared/domain/members/memberApi';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../../../shared/domain/members/settings';
import type { MembersApi } from '../api';
import { MEMBERS_API } from '../tokens';
import { outcomeOf, type SaveOutcome } from './RankStore';

@injectable()
export class MemberFormStore {
  member: MemberRow | null = null;
  policy: PasswordPolicy = { ...DEFAULT_PASSWORD_POLICY };
  loading = false;
  loadError: string | null = null;
  saving = false;

  constructor(
    @inject(MEMBERS_API) private readonly api: MembersApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<MemberFormStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  /** Reads the policy and, when editing, the member. */
  async load(id: number | null): Promise<void> {
    this.loading = true;
    this.loadError = null;
    this.member = null;
    const policy = this.api.passwordPolicy().catch(() => null);
    try {
      const detail = id === null ? null : await this.api.detail(id, 1, 1);
      const read = await policy;
      runInAction(() => {
        this.member = detail?.member ?? null;
        if (read) this.policy = read;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  async save(request: MemberSaveRequest): Promise<SaveOutcome> {
    if (this.saving) return { ok: false };
    this.saving = true;
    try {
      await this.api.save(request);
      this.notifier.success(this.i18n.t(request.id === undefined ? 'members.members.form.added' : 'members.members.form.saved'));
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
