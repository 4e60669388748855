// 会员等级: the site's ranks (≤ 20, so no paging) with their member counts, one rank for the edit
// page, saving (refusals kept for the form's fields) and removal (the server refuses the default
// rank and a rank with members, and says so).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import type { RankEditRequest, RankRow } from '../../../../shared/domain/members/memberApi';
import type { MembersApi } from '../api';
import { MEMBERS_API } from '../tokens';

export interface SaveOutcome {
  ok: boolean;
  message?: string;
  field?: string;
}

/** The refusal of a silent call, with the field the server named (data.field). */
export function outcomeOf(error: unknown): SaveOutcome {
  const data = (error as { data?: { field?: unknown } } | null)?.data;
  return { ok: false, message: error instanceof Error ? error.message : String(error), field: typeof data?.field === 'string' ? data.field : undefined };
}

@injectable()
export class RankStore {
  ranks: RankRow[] = [];
  loading = false;
  loaded = false;
  error: string | null = null;
  saving = false;
  removing: number | null = null;

  constructor(
    @inject(MEMBERS_API) private readonly api: MembersApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<RankStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const data = await this.api.ranks();
      runInAction(() => {
        this.ranks = data.rows ?? [];
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** The rank the edit page opens: from the list when it is there, else from the server. */
  async rank(id: number): Promise<RankRow | null> {
    const known = this.ranks.find((r) => r.id === id);
    if (known) return known;
    try {
      return await this.api.rank(id);
    } catch {
      return null;
    }
  }

  async save(request: RankEditRequest): Promise<SaveOutcome> {
    if (this.saving) return { ok: false };
    this.saving = true;
    try {
      await this.api.saveRank(request);
      this.notifier.success(this.i18n.t('members.members.ranks.saved'));
      await this.load();
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  async remove(rank: RankRow): Promise<boolean> {
    if (this.removing !== null) return false;
    this.removing = rank.id;
    try {
      await this.api.removeRank(rank.id);
      this.notifier.success(this.i18n.t('members.members.ranks.removed'));
      await this.load();
      return true;
    } catch {
      // HttpService showed the server's reason.
      return false;
    } finally {
      runInAction(() => {
        this.removing = null;
      });
    }
  }
}
