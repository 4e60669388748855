// The compare page's state: one revision beside the product as it is now (goods/historyInfo), which
// fields differ (the shared rule book's changedFields, so the page and its tests agree), each field's
// two sides as the operator reads them (names for ids, ¥ prices, 上架/下架, the description's text),
// and 恢复此版本: confirmed, then a save of the revision against the current version — when someone
// saved in between, the lock's words and a fresh comparison instead of an overwrite.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, type I18nService, type Notifier } from '../../../../kernel';
import { CONTENT_MSG } from '../../../../shared/domain';
import {
  changedCustomSlots,
  changedFields,
  descriptionText,
  formatPrice,
  HISTORY_FIELDS,
  type HistoryField,
  type ProductImage,
  type ProductRevisionDetail,
  type ProductSnapshot,
  type ProductSpec,
} from '../../../../shared/domain/product';
import type { ProductApi } from '../../api';

/** One side of a field: text, or the rows/pictures a list field holds. */
export type CompareValue =
  | { kind: 'text'; text: string }
  | { kind: 'specs'; specs: ProductSpec[] }
  | { kind: 'images'; images: Required<ProductImage>[] }
  | { kind: 'custom'; entries: { slot: string; name: string; value: string; changed: boolean }[] };

export interface CompareRow {
  field: HistoryField;
  changed: boolean;
  revision: CompareValue;
  current: CompareValue;
}

export type RestoreOutcome = { kind: 'restored'; version: number } | { kind: 'cancelled' } | { kind: 'conflict' } | { kind: 'failed'; message: string };

export class RevisionCompareStore {
  detail: ProductRevisionDetail | null = null;
  loading = false;
  error: string | null = null;
  restoring = false;
  onlyChanged = false;
  private productId = 0;
  private rid = 0;

  constructor(
    private readonly api: ProductApi,
    private readonly notifier: Notifier,
    private readonly i18n: I18nService,
  ) {
    makeAutoObservable<RevisionCompareStore, 'api' | 'notifier' | 'i18n' | 'productId' | 'rid'>(this, { api: false, notifier: false, i18n: false, productId: false, rid: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`product.history.${key}`, params);
  }

  async load(productId: number, rid: number): Promise<void> {
    this.productId = productId;
    this.rid = rid;
    this.loading = true;
    try {
      const detail = await this.api.revision(productId, rid);
      runInAction(() => {
        this.detail = detail;
        this.error = null;
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

  get changed(): HistoryField[] {
    return this.detail ? changedFields(this.detail.revision, this.detail.current) : [];
  }

  setOnlyChanged(on: boolean): void {
    this.onlyChanged = on;
  }

  /** Every compared field (or the changed ones), each side as it reads. */
  get rows(): CompareRow[] {
    const d = this.detail;
    if (!d) return [];
    const changed = new Set(this.changed);
    const slots = new Set(changedCustomSlots(d.revision.custom, d.current.custom));
    return HISTORY_FIELDS.filter((field) => !this.onlyChanged || changed.has(field)).map((field) => ({
      field,
      changed: changed.has(field),
      revision: this.valueOf(field, d.revision, slots),
      current: this.valueOf(field, d.current, slots),
    }));
  }

  private valueOf(field: HistoryField, s: ProductSnapshot, changedSlots: Set<string>): CompareValue {
    const d = this.detail as ProductRevisionDetail;
    const text = (t: string) => ({ kind: 'text' as const, text: t });
    const none = this.t('values.none');
    const named = (ids: number[], names: Record<string, string>) => (ids.length ? ids.map((id) => names[id] ?? this.t('values.deleted', { id })).join('、') : none);
    switch (field) {
      case 'specs':
        return { kind: 'specs', specs: s.specs };
      case 'images':
        return { kind: 'images', images: s.images };
      case 'custom': {
        const slots = [...new Set([...Object.keys(d.revision.custom), ...Object.keys(d.current.custom)])].sort((a, b) => Number(a.slice(2)) - Number(b.slice(2)));
        return { kind: 'custom', entries: slots.map((slot) => ({ slot, name: d.fields.find((f) => f.slot === slot)?.name ?? slot, value: s.custom[slot] ?? '', changed: changedSlots.has(slot) })) };
      }
      case 'type_id':
        return text(s.type_id === 0 ? this.t('values.uncategorised') : (d.categories[s.type_id] ?? this.t('values.deleted', { id: s.type_id })));
      case 'price_sell':
      case 'price_market':
        return text(s[field] === null ? none : formatPrice(s[field]));
      case 'price_negotiable':
      case 'recommend':
        return text(this.t(s[field] === 1 ? 'values.yes' : 'values.no'));
      case 'status':
        return text(this.t(s.status === 1 ? 'values.up' : 'values.down'));
      case 'tag_ids':
        return text(named(s.tag_ids, d.tags));
      case 'related_ids':
        return text(named(s.related_ids, d.products));
      case 'content':
        return text(descriptionText(s.content));
      case 'minimum':
      case 'sort':
        return text(String(s[field]));
      default:
        return text(s[field] || none);
    }
  }

  /** Asks, then saves the revision as the product (a new version); the outcome tells the page where to go. */
  async restore(): Promise<RestoreOutcome> {
    const d = this.detail;
    if (!d || this.restoring) return { kind: 'cancelled' };
    const ok = await this.notifier.confirm({ title: this.t('restoreTitle'), content: this.t('restoreConfirm', { version: d.version }) });
    if (!ok) return { kind: 'cancelled' };
    this.restoring = true;
    try {
      const saved = await this.api.restoreRevision(this.productId, this.rid, d.current.version);
      this.notifier.success(this.t('restored', { version: d.version, next: saved.version }));
      return { kind: 'restored', version: saved.version };
    } catch (error) {
      if (error instanceof HttpError && error.code === 409) {
        // Someone saved in between: say so, and compare with what is there now.
        this.notifier.error(CONTENT_MSG.lockConflict);
        await this.load(this.productId, this.rid);
        return { kind: 'conflict' };
      }
      const message = error instanceof Error ? error.message : String(error);
      this.notifier.error(message);
      return { kind: 'failed', message };
    } finally {
      runInAction(() => {
        this.restoring = false;
      });
    }
  }
}
