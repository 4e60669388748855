// 域名管理: the site's domains with their expiry state, and each action on one (add, remove, primary,
// verify, certificate upload/removal/download). Browser checks first by the shared rules.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type FileSaver, type I18nService, type Notifier } from '../../../../kernel';
import {
  checkSiteCertText,
  normaliseSiteDomain,
  siteDomainValid,
  siteExpiryState,
  SITE_DOMAIN_MSG,
  type SiteDomainRow,
  type SiteExpiryState,
} from '../../../../shared/domain/settings/site';
import type { SiteSettingsApi } from '../api';
import { SITE_SETTINGS_API } from '../tokens';
import { refusalOf, refused, type Outcome } from './outcome';

@injectable()
export class DomainsStore {
  rows: SiteDomainRow[] = [];
  /** The server's clock (ms) at the last load: expiry warnings are computed against it. */
  now = Date.now();
  loading = false;
  loaded = false;
  error: string | null = null;
  /** Ids of rows with an action under way. */
  busy = new Set<number>();

  constructor(
    @inject(SITE_SETTINGS_API) private readonly api: SiteSettingsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
    @inject(TOKENS.fileSaver) private readonly files: FileSaver,
  ) {
    makeAutoObservable<DomainsStore, 'api' | 'notifier' | 'i18n' | 'files'>(this, { api: false, notifier: false, i18n: false, files: false });
  }

  expiryOf(row: SiteDomainRow): SiteExpiryState {
    return siteExpiryState(row.expireAt, this.now);
  }

  /** Domains expiring within 30 days (or already expired), for the page's warning. */
  get expiring(): SiteDomainRow[] {
    return this.rows.filter((r) => this.expiryOf(r) !== 'ok');
  }

  async load(): Promise<void> {
    this.loading = true;
    this.error = null;
    try {
      const answer = await this.api.domains();
      runInAction(() => {
        this.rows = answer.rows;
        this.now = answer.now;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => { this.error = error instanceof Error ? error.message : String(error); });
    } finally {
      runInAction(() => { this.loading = false; });
    }
  }

  async add(domainText: string, expireDate: string): Promise<Outcome> {
    const domain = normaliseSiteDomain(domainText);
    if (!siteDomainValid(domain)) return this.refuse(SITE_DOMAIN_MSG.invalid, 'domain');
    if (!expireDate) return this.refuse(SITE_DOMAIN_MSG.expireInvalid, 'expireDate');
    if (this.rows.some((r) => r.domain === domain)) return this.refuse(SITE_DOMAIN_MSG.boundHere, 'domain');
    try {
      const row = await this.api.addDomain(domain, expireDate);
      runInAction(() => { this.rows = [...this.rows, row]; });
      this.notifier.success(this.i18n.t('settings.site.domains.added'));
      return { ok: true };
    } catch (error) {
      return refusalOf(error);
    }
  }

  async remove(row: SiteDomainRow): Promise<boolean> {
    const sure = await this.notifier.confirm({
      title: this.i18n.t('settings.site.confirmTitle'),
      content: this.i18n.t('settings.site.domains.removeConfirm', { domain: row.domain }),
      danger: true,
    });
    if (!sure) return false;
    return this.act(row.id, async () => {
      await this.api.removeDomain(row.id);
      this.notifier.success(this.i18n.t('settings.site.domains.removed'));
      await this.load();
    });
  }

  setPrimary(row: SiteDomainRow): Promise<boolean> {
    return this.act(row.id, async () => {
      await this.api.setPrimary(row.id);
      await this.load();
    });
  }

  verify(row: SiteDomainRow): Promise<boolean> {
    return this.act(row.id, async () => {
      const updated = await this.api.verifyDomain(row.id);
      this.replace(updated);
      this.notifier.success(SITE_DOMAIN_MSG.verified);
    });
  }

  async uploadCert(row: SiteDomainRow, cert: string, key: string): Promise<Outcome> {
    const shape = checkSiteCertText(cert, key);
    if (shape) return this.refuse(shape, 'cert');
    this.busy.add(row.id);
    try {
      const updated = await this.api.uploadCert(row.id, cert, key);
      this.replace(updated);
      this.notifier.success(this.i18n.t('settings.site.cert.uploaded'));
      return { ok: true };
    } catch (error) {
      return refusalOf(error);
    } finally {
      runInAction(() => { this.busy.delete(row.id); });
    }
  }

  async removeCert(row: SiteDomainRow): Promise<boolean> {
    const sure = await this.notifier.confirm({
      title: this.i18n.t('settings.site.confirmTitle'),
      content: this.i18n.t('settings.site.cert.removeConfirm', { domain: row.domain }),
      danger: true,
    });
    if (!sure) return false;
    return this.act(row.id, async () => this.replace(await this.api.removeCert(row.id)));
  }

  downloadCert(row: SiteDomainRow): Promise<boolean> {
    return this.act(row.id, async () => {
      const file = await this.api.downloadCert(row.id);
      this.files.save(file.blob, file.fileName ?? `${row.domain}.pem`);
    });
  }

  private replace(row: SiteDomainRow): void {
    runInAction(() => { this.rows = this.rows.map((r) => (r.id === row.id ? row : r)); });
  }

  private refuse(message: string, field: string): Outcome {
    this.notifier.error(message);
    return refused(message, field);
  }

  /** Runs an action on one row (its buttons wait); the HttpService has shown a refusal. */
  private async act(id: number, work: () => Promise<void>): Promise<boolean> {
    this.busy.add(id);
    try {
      await work();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => { this.busy.delete(id); });
    }
  }
}
