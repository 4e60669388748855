// 信息搜索's list: the site's lookups by weight (larger first), searched by title and paged; 开放
// and 权重 changed in the row (shown at once, put back if the server refuses); removal after the
// operator confirms 删除后该查询及其全部数据将无法恢复.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import { INFO_LIMITS, INFO_MSG, type InfoQueryRow } from '../../../../shared/domain/members';
import { ListState } from '../../../../shared/ui/list/ListState';
import type { InformationApi } from '../api';
import { INFO_API } from '../tokens';

@injectable()
export class InfoListStore {
  readonly list: ListState<InfoQueryRow>;
  /** Lookups whose switch, weight or removal is on its way to the server. */
  pending = new Set<number>();

  constructor(
    @inject(INFO_API) private readonly api: InformationApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<InfoQueryRow>((query) => this.api.list(query));
    makeAutoObservable<InfoListStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false, list: false });
  }

  private t(key: string, params?: Record<string, string | number>) {
    return this.i18n.t(`members.info.list.${key}`, params);
  }

  async setOpen(row: InfoQueryRow, open: boolean): Promise<boolean> {
    return this.change(row, { if_open: open ? 1 : 0 }, () => this.api.setOpen(row.id, open), this.t(open ? 'opened' : 'closed'));
  }

  /** 权重: a whole number 0–9999; the list is read again, as the order may change. */
  async setWeight(row: InfoQueryRow, weight: number): Promise<boolean> {
    if (!Number.isInteger(weight) || weight < 0 || weight > INFO_LIMITS.weight || weight === row.weight) return false;
    const ok = await this.change(row, { weight }, () => this.api.setWeight(row.id, weight), this.t('weightSaved'));
    if (ok) await this.list.load();
    return ok;
  }

  async remove(row: InfoQueryRow): Promise<boolean> {
    const sure = await this.notifier.confirm({ title: this.t('removeTitle', { title: row.title }), content: INFO_MSG.removeConfirm, danger: true });
    if (!sure) return false;
    runInAction(() => this.pending.add(row.id));
    try {
      await this.api.remove(row.id);
      this.notifier.success(this.t('removed'));
      await this.list.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => this.pending.delete(row.id));
    }
  }

  private async change(row: InfoQueryRow, patch: Partial<InfoQueryRow>, send: () => Promise<unknown>, done: string): Promise<boolean> {
    if (this.pending.has(row.id)) return false;
    const before = { ...row };
    this.pending.add(row.id);
    this.patch(row.id, patch);
    try {
      await send();
      this.notifier.success(done);
      return true;
    } catch {
      // HttpService showed why.
      runInAction(() => this.patch(row.id, { if_open: before.if_open, weight: before.weight }));
      return false;
    } finally {
      runInAction(() => this.pending.delete(row.id));
    }
  }

  private patch(id: number, patch: Partial<InfoQueryRow>) {
    const row = this.list.rows.find((r) => r.id === id);
    if (row) Object.assign(row, patch);
  }
}
