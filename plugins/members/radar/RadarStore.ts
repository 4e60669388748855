// 商机雷达: whether the company holds the service, the site's switch and today's figures, the
// visitor list with its filters, and the visitor whose timeline the drawer shows. One per visit to
// the page (the figures are today's).
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { RadarListQuery, RadarStateInfo, RadarVisitorDetail, RadarVisitorRow } from '../../../shared/domain/members/radarApi';
import { ListState } from '../../../shared/ui/list/ListState';
import type { RadarApi } from './api';
import { RADAR_API } from './tokens';

export type RadarFilters = Pick<RadarListQuery, 'start' | 'end' | 'intent' | 'region' | 'source'>;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

@injectable()
export class RadarStore {
  /** null until checkServer answers. */
  entitled: boolean | null = null;
  entitlementMessage = '';
  state: RadarStateInfo | null = null;
  error: string | null = null;
  busy = false;
  readonly list: ListState<RadarVisitorRow, RadarFilters>;
  visitorId: number | null = null;
  visitor: RadarVisitorDetail | null = null;
  visitorLoading = false;
  visitorError: string | null = null;

  constructor(@inject(RADAR_API) private readonly api: RadarApi) {
    this.list = new ListState<RadarVisitorRow, RadarFilters>((query) => this.api.list(query));
    makeAutoObservable<RadarStore, 'api'>(this, { api: false, list: false });
  }

  /** checkServer, then (with the service) the state and the first page of visitors. */
  async load(): Promise<void> {
    this.error = null;
    try {
      const info = await this.api.checkServer();
      runInAction(() => {
        this.entitled = info.entitled;
        this.entitlementMessage = info.message;
      });
      if (!info.entitled) return;
      await Promise.all([this.refreshState(), this.list.load()]);
    } catch (error) {
      runInAction(() => {
        this.error = message(error);
      });
    }
  }

  async refreshState(): Promise<void> {
    const state = await this.api.state();
    runInAction(() => {
      this.state = state;
    });
  }

  /** Opens or closes the collector; true when done (HttpService showed any refusal). */
  async setOpen(open: boolean): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await (open ? this.api.open() : this.api.close());
      await this.refreshState();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async syncSiteName(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await this.api.syncSiteName();
      await this.refreshState();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  filter(patch: Partial<RadarFilters>) {
    this.list.setFilters({ ...this.list.filters, ...patch });
  }

  resetFilters() {
    this.list.setFilters({});
  }

  get filtered(): boolean {
    return Object.values(this.list.filters).some((v) => v !== undefined && v !== '');
  }

  async openVisitor(id: number): Promise<void> {
    this.visitorId = id;
    this.visitor = null;
    this.visitorError = null;
    this.visitorLoading = true;
    try {
      const detail = await this.api.visitor(id);
      runInAction(() => {
        if (this.visitorId === id) this.visitor = detail;
      });
    } catch (error) {
      runInAction(() => {
        if (this.visitorId === id) this.visitorError = message(error);
      });
    } finally {
      runInAction(() => {
        if (this.visitorId === id) this.visitorLoading = false;
      });
    }
  }

  closeVisitor() {
    this.visitorId = null;
    this.visitor = null;
  }
}
