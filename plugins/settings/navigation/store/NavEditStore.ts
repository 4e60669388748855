// 编辑导航 (/zhSetting/addNavbar): the item being edited (or the place a new one goes), saving it
// (the server's refusal kept for the field it names), and the records an inside link may point at
// for the searchable pickers.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import type { RecordLinkKind } from '../../../../shared/domain/design/links';
import type { NavFields, NavItem, NavLinkOption, NavPosition } from '../../../../shared/domain/settings/navigation';
import type { SaveOutcome } from '../../../../shared/ui/dialog/useRecordDialog';
import type { NavigationApi } from '../api';
import { NAVIGATION_API } from '../tokens';

/** The refusal of a silent call, with the field the server named (data.field). */
function outcomeOf(error: unknown): SaveOutcome {
  const data = (error as { data?: { field?: unknown } } | null)?.data;
  return { ok: false, message: error instanceof Error ? error.message : String(error), field: typeof data?.field === 'string' ? data.field : undefined };
}

export type EditState = 'loading' | 'ready' | 'missing';

@injectable()
export class NavEditStore {
  item: NavItem | null = null;
  state: EditState = 'ready';
  saving = false;

  constructor(
    @inject(NAVIGATION_API) private readonly api: NavigationApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<NavEditStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  /** Opens the page: an item to edit (id), or a new one (null). */
  async open(id: number | null): Promise<void> {
    this.item = null;
    if (id === null) {
      this.state = 'ready';
      return;
    }
    this.state = 'loading';
    try {
      const item = await this.api.detail(id);
      runInAction(() => {
        this.item = item;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'missing';
      });
    }
  }

  /** Adds under `place` or updates the item open. */
  async save(fields: NavFields, place: { position: NavPosition; parent_id: number }): Promise<SaveOutcome> {
    if (this.saving) return { ok: false };
    this.saving = true;
    try {
      const saved = this.item ? await this.api.update({ id: this.item.id, ...fields }) : await this.api.create({ ...place, ...fields });
      runInAction(() => {
        this.item = saved;
      });
      this.notifier.success(this.i18n.t('settings.navigation.saved'));
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** The site's records of a kind matching the keyword (the picker's first 20). */
  async options(kind: RecordLinkKind, keyword: string): Promise<NavLinkOption[]> {
    const data = await this.api.linkOptions(kind, { keyword: keyword.trim(), page: 1, rows: 20 });
    return data.rows ?? [];
  }
}
