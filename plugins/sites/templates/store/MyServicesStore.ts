// 我的服务: the company's entitlements (POST tweb/home/getService) with the site each is bound to,
// read when the card is first opened.
import { makeAutoObservable, runInAction } from 'mobx';
import type { ServiceLine } from '../../../../shared/domain/sites/templates';
import type { TemplatesApi } from '../api';
import { trackLoad } from '../../../../shared/ui/load/trackLoad';

export class MyServicesStore {
  lines: ServiceLine[] = [];
  total = 0;
  loading = false;
  loaded = false;
  error: string | null = null;

  constructor(private readonly api: TemplatesApi) {
    makeAutoObservable<MyServicesStore, 'api'>(this, { api: false });
  }

  async load(): Promise<void> {
    await trackLoad(this, async () => {
      const data = await this.api.myServices();
      runInAction(() => {
        this.lines = data.rows;
        this.total = data.total;
      });
    });
  }

  /** Opened once: later openings keep what was read. */
  open(): void {
    if (!this.loaded && !this.loading) void this.load();
  }
}
