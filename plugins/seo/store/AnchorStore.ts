// Anchor text in the console: the list (search, paging, selection) with add/edit, batch removal and
// import, the settings, and the two bulk tasks (全部更新, 清除锚文本) followed on the page. A draft
// is checked with the shared rule before it is sent; the server checks it again.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type HttpService, type I18nService, type Notifier, type TaskService } from '../../../kernel';
import { checkAnchor, checkAnchorSettings, type Anchor, type AnchorImportResult, type AnchorSettings, type TaskView } from '../../../shared/domain';
import type { SaveOutcome } from '../../../shared/ui/dialog/useRecordDialog';
import { ListState } from '../../../shared/ui/list/ListState';
import { AnchorApi } from '../api/anchors';

export interface AnchorDraft {
  id?: number;
  word: string;
  link: string;
  weight: number;
}

export type AnchorBulk = 'applyAll' | 'clearAll';

@injectable()
export class AnchorStore {
  readonly list: ListState<Anchor>;
  selected: number[] = [];
  saving = false;
  busy = false;
  importing = false;
  lastImport: AnchorImportResult | null = null;
  settings: AnchorSettings | null = null;
  settingsError: string | null = null;
  /** The bulk task this page started, and what it was. */
  bulkTaskId: number | null = null;
  bulkKind: AnchorBulk | null = null;
  /** The finished bulk run's result (records updated, links now in the bodies). */
  bulkResult: { kind: AnchorBulk; updated: number; links: number } | null = null;
  private readonly api: AnchorApi;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.api = new AnchorApi(http);
    this.list = new ListState<Anchor>((query) => this.api.list(query));
    makeAutoObservable<AnchorStore, 'api' | 'tasks' | 'notifier' | 'i18n'>(this, { api: false, tasks: false, notifier: false, i18n: false, list: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`seo.anchors.${key}`, params);
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** Adds (no id) or updates an anchor; reloads the list on success. */
  async save(draft: AnchorDraft): Promise<SaveOutcome> {
    const checked = checkAnchor(draft);
    if (!checked.ok) return { ok: false, field: checked.field, message: checked.message };
    this.saving = true;
    try {
      await this.api.save({ ...(draft.id ? { id: draft.id } : {}), ...checked.value });
      this.notifier.success(this.t('saved'));
      await this.list.load();
      return { ok: true };
    } catch (error) {
      const field = error instanceof HttpError ? (error.data as { field?: string } | null)?.field : undefined;
      return { ok: false, message: error instanceof Error ? error.message : String(error), ...(field ? { field } : {}) };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Removes anchors after the operator confirms (one call), then reloads. */
  async remove(anchors: Pick<Anchor, 'id' | 'word'>[]): Promise<boolean> {
    if (anchors.length === 0 || this.busy) return false;
    const content = anchors.length === 1 ? this.t('removeConfirm', { word: anchors[0].word }) : this.t('removeManyConfirm', { count: anchors.length });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    const ids = anchors.map((a) => a.id);
    this.busy = true;
    try {
      const { removed } = await this.api.remove(ids);
      this.notifier.success(this.t('removed', { count: removed }));
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      await this.list.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  removeSelected(): Promise<boolean> {
    const rows = this.list.rows.filter((a) => this.selected.includes(a.id));
    return this.remove(rows.length > 0 ? rows : this.selected.map((id) => ({ id, word: `#${id}` })));
  }

  async importFile(file: File): Promise<AnchorImportResult | null> {
    this.importing = true;
    try {
      const result = await this.api.import(file);
      runInAction(() => {
        this.lastImport = result;
      });
      this.notifier.success(this.t('imported', { added: result.added, duplicate: result.duplicate, invalid: result.invalid }));
      await this.list.load();
      return result;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.importing = false;
      });
    }
  }

  async loadSettings(): Promise<void> {
    this.settingsError = null;
    try {
      const settings = await this.api.settings();
      runInAction(() => {
        this.settings = settings;
      });
    } catch (error) {
      runInAction(() => {
        this.settingsError = (error as Error).message;
      });
    }
  }

  async saveSettings(settings: AnchorSettings): Promise<boolean> {
    const problem = checkAnchorSettings(settings);
    if (problem) {
      this.notifier.error(problem);
      return false;
    }
    this.saving = true;
    try {
      const saved = await this.api.saveSettings(settings);
      runInAction(() => {
        this.settings = saved;
      });
      this.notifier.success(this.t('settingsSaved'));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Starts 全部更新 or 清除锚文本 (after a confirmation) and follows it. */
  async startBulk(kind: AnchorBulk): Promise<boolean> {
    if (this.busy) return false;
    const confirmed = await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t(kind === 'applyAll' ? 'applyAllConfirm' : 'clearAllConfirm'), danger: kind === 'clearAll' });
    if (!confirmed) return false;
    this.busy = true;
    try {
      const { taskId } = await (kind === 'applyAll' ? this.api.applyAll() : this.api.clearAll());
      runInAction(() => {
        this.bulkTaskId = taskId;
        this.bulkKind = kind;
        this.bulkResult = null;
      });
      await this.tasks.follow(taskId);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** The bulk task ended while the page showed it: its counts, and the list's new use counts. */
  async bulkFinished(task: TaskView): Promise<void> {
    if (task.id !== this.bulkTaskId || !this.bulkKind) return;
    const kind = this.bulkKind;
    if (task.state === 'failed' && task.error) this.notifier.error(task.error);
    if (task.state === 'succeeded') {
      const result = (task.result ?? {}) as { updated?: number; links?: number };
      runInAction(() => {
        this.bulkResult = { kind, updated: Number(result.updated ?? 0), links: Number(result.links ?? 0) };
        this.bulkKind = null;
      });
    }
    await this.list.load();
  }
}
