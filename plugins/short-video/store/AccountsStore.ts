// /zhSmallVideo/account: the site's platform accounts — search, platform filter, paging; add and
// edit (checked by checkVideoAccount here and again by the server), the 前台显示 switch, and
// removal (the server refuses an account that still has videos, and says so).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import type { VideoAccountRow, VideoAccountSaveRequest, VideoPlatform } from '../../../shared/domain/product';
import { ListState } from '../../../shared/ui/list/ListState';
import type { ShortVideoApi } from '../api';
import { SHORT_VIDEO_API } from '../tokens';

export type SaveOutcome = { ok: true; account: VideoAccountRow } | { ok: false; message: string };

@injectable()
export class AccountsStore {
  readonly list: ListState<VideoAccountRow, { platform: VideoPlatform }>;
  saving = false;
  /** Accounts whose switch or removal is on its way to the server. */
  pending = new Set<number>();

  constructor(
    @inject(SHORT_VIDEO_API) private readonly api: ShortVideoApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<VideoAccountRow, { platform: VideoPlatform }>((query) => this.api.accounts(query));
    makeAutoObservable<AccountsStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false, list: false });
  }

  filterPlatform(platform: VideoPlatform | undefined) {
    this.list.setFilters({ platform });
  }

  /** Adds (no id) or updates an account; on success reloads the list. */
  async save(request: VideoAccountSaveRequest): Promise<SaveOutcome> {
    this.saving = true;
    try {
      const account = await this.api.saveAccount(request);
      this.notifier.success(this.i18n.t('short-video.accounts.saved'));
      await this.list.load();
      return { ok: true, account };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** 前台显示: shown at once, put back if the server refuses. */
  async setShown(account: VideoAccountRow, shown: boolean): Promise<boolean> {
    if (this.pending.has(account.id)) return false;
    const before = account.shown;
    this.pending.add(account.id);
    this.patch(account.id, { shown: shown ? 1 : 0 });
    try {
      await this.api.showAccount(account.id, shown ? 1 : 0);
      this.notifier.success(this.i18n.t(shown ? 'short-video.accounts.shownOn' : 'short-video.accounts.shownOff'));
      return true;
    } catch {
      runInAction(() => this.patch(account.id, { shown: before }));
      return false;
    } finally {
      runInAction(() => this.pending.delete(account.id));
    }
  }

  /** Removes an account once the operator confirms; the server's refusal is shown as it words it. */
  async remove(account: VideoAccountRow): Promise<boolean> {
    const sure = await this.notifier.confirm({
      title: this.i18n.t('kernel.common.tip'),
      content: this.i18n.t('short-video.accounts.removeConfirm', { name: account.name }),
      danger: true,
    });
    if (!sure) return false;
    runInAction(() => this.pending.add(account.id));
    try {
      await this.api.removeAccount(account.id);
      this.notifier.success(this.i18n.t('short-video.accounts.removed'));
      await this.list.load();
      return true;
    } catch {
      // HttpService showed why (该账号下还有短视频，不能删除).
      return false;
    } finally {
      runInAction(() => this.pending.delete(account.id));
    }
  }

  private patch(id: number, patch: Partial<VideoAccountRow>) {
    const row = this.list.rows.find((a) => a.id === id);
    if (row) Object.assign(row, patch);
  }
}
