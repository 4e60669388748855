// The keyword library and its detection in the console: the library's list (kind filter, search,
// paging, selection) with add/edit, switch, batch removal, import and export; the detection's
// task followed on the page and its hits (filters, paging) with 替换 / 删除 of one hit or all of a
// word. A draft is checked with the shared rule before it is sent; the server checks it again.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type HttpService, type I18nService, type Notifier, type TaskService } from '../../../kernel';
import type { TaskView } from '../../../shared/domain';
import {
  WORD_MSG, replacementProblem, wordProblem,
  type DetectionState, type HitField, type RecordKind, type WordHit, type WordImportResult, type WordKind, type WordRow, type WordStats,
} from '../../../shared/domain/seo/words';
import type { SaveOutcome } from '../../../shared/ui/dialog/useRecordDialog';
import { ListState } from '../../../shared/ui/list/ListState';
import { WordsApi } from '../api/words';

export interface WordDraft {
  id?: number;
  word: string;
  kind: WordKind;
  enabled: boolean;
}

export interface WordFilters {
  kind?: WordKind;
  group?: 'keyword' | 'forbidden';
}

export interface HitFilters {
  word?: string;
  word_kind?: WordKind;
  field?: HitField;
  record_kind?: RecordKind;
}

/** The browser's download of a file the server answered. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

@injectable()
export class WordsStore {
  readonly list: ListState<WordRow, WordFilters>;
  readonly hits: ListState<WordHit, HitFilters>;
  stats: WordStats | null = null;
  selected: number[] = [];
  busy = false;
  saving = false;
  importing = false;
  lastImport: WordImportResult | null = null;
  detection: DetectionState | null = null;
  /** The detection task this page follows. */
  taskId: number | null = null;
  private readonly api: WordsApi;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.api = new WordsApi(http);
    this.list = new ListState<WordRow, WordFilters>((query) => this.api.list(query));
    this.hits = new ListState<WordHit, HitFilters>(({ keyword, ...query }) => this.api.hits({ ...query, ...(keyword ? { word: keyword } : {}) }));
    makeAutoObservable<WordsStore, 'api' | 'tasks' | 'notifier' | 'i18n'>(this, { api: false, tasks: false, notifier: false, i18n: false, list: false, hits: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`seo.words.${key}`, params);
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  async loadStats(): Promise<void> {
    try {
      const stats = await this.api.stats();
      runInAction(() => {
        this.stats = stats;
      });
    } catch {
      // The list shows the failure.
    }
  }

  private async reload(): Promise<void> {
    await Promise.all([this.list.load(), this.loadStats()]);
  }

  async save(draft: WordDraft): Promise<SaveOutcome> {
    const problem = wordProblem(draft.word);
    if (problem) return { ok: false, field: 'word', message: this.t(`rules.${problem}`) };
    this.saving = true;
    try {
      await this.api.save({ ...(draft.id ? { id: draft.id } : {}), word: draft.word.trim(), kind: draft.kind, enabled: draft.enabled });
      this.notifier.success(this.t('saved'));
      await this.reload();
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

  async setEnabled(row: WordRow, enabled: boolean): Promise<void> {
    try {
      await this.api.enable([row.id], enabled);
      await this.reload();
    } catch {
      // The notifier showed the refusal.
    }
  }

  async removeSelected(): Promise<boolean> {
    const ids = this.selected;
    if (ids.length === 0 || this.busy) return false;
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t('removeManyConfirm', { count: ids.length }), danger: true }))) return false;
    this.busy = true;
    try {
      const { removed } = await this.api.remove(ids);
      this.notifier.success(this.t('removed', { count: removed }));
      runInAction(() => {
        this.selected = [];
      });
      await this.reload();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async importFile(file: File, kind: WordKind): Promise<void> {
    this.importing = true;
    try {
      const result = await this.api.import(file, kind);
      runInAction(() => {
        this.lastImport = result;
      });
      await this.reload();
    } catch {
      // The notifier showed the refusal.
    } finally {
      runInAction(() => {
        this.importing = false;
      });
    }
  }

  async exportFile(): Promise<void> {
    try {
      const { blob, fileName } = await this.api.export(this.list.filters);
      saveFile(blob, fileName ?? 'words.xlsx');
    } catch {
      // The notifier showed the refusal.
    }
  }

  // --- detection -------------------------------------------------------------------------------

  async loadDetection(): Promise<void> {
    try {
      const state = await this.api.detection();
      runInAction(() => {
        this.detection = state;
        if (state.taskId !== null) this.taskId = state.taskId;
      });
    } catch {
      // The hits list shows the failure.
    }
  }

  async startDetection(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { taskId } = await this.api.detect();
      runInAction(() => {
        this.taskId = taskId;
      });
      await this.tasks.follow(taskId);
    } catch {
      // The notifier showed the refusal.
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  async detectionFinished(task: TaskView): Promise<void> {
    if (task.id !== this.taskId) return;
    if (task.state === 'failed' && task.error) this.notifier.error(task.error);
    runInAction(() => {
      this.taskId = null;
    });
    await Promise.all([this.loadDetection(), this.hits.load()]);
  }

  /** 替换 (replacement given) or 删除 ('') of one hit or every hit of its word; false when refused. */
  async replace(target: { hit: WordHit } | { wordId: number; word: string }, replacement: string): Promise<boolean> {
    const problem = replacementProblem(replacement);
    if (problem) {
      this.notifier.error(WORD_MSG[problem]);
      return false;
    }
    if ('wordId' in target) {
      const content = this.t(replacement ? 'replaceAllConfirm' : 'removeAllConfirm', { word: target.word, replacement });
      if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: !replacement }))) return false;
    }
    this.busy = true;
    try {
      const result = await this.api.replace('wordId' in target ? { word_id: target.wordId, replacement } : { hit_id: target.hit.id, replacement });
      this.notifier.success(this.t(result.conflicts ? 'replacedWithConflicts' : 'replaced', { ...result }));
      await Promise.all([this.hits.load(), this.loadDetection()]);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
