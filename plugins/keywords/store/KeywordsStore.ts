// The keyword list (search, paging, selection) with save and deletion. A draft is checked with the
// shared rules before it is sent; the server checks them again and decides uniqueness: a refusal
// comes back to the dialog with the field it concerns.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type I18nService, type Notifier } from '../../../kernel';
import { checkKeyword, KEYWORD_MSG, type Keyword, type KeywordField, type KeywordSaveRequest } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { KeywordsApi } from '../api';
import { KEYWORDS_API } from '../tokens';

export type SaveOutcome = { ok: true; id: number } | { ok: false; message: string; field?: KeywordField };

export interface KeywordDraft {
  id?: number;
  word: string;
  url: string;
  sort: number;
}

const FIELDS: readonly KeywordField[] = ['word', 'url', 'sort'];

/** The field a server refusal names ({ field } in its data), if any. */
function fieldOf(error: unknown): KeywordField | undefined {
  const field = error instanceof HttpError ? (error.data as { field?: unknown } | null)?.field : undefined;
  return FIELDS.find((f) => f === field);
}

@injectable()
export class KeywordsStore {
  readonly list: ListState<Keyword>;
  selected: number[] = [];
  saving = false;
  busy = false;

  constructor(
    @inject(KEYWORDS_API) private readonly api: KeywordsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<Keyword>((query) => this.api.list(query));
    makeAutoObservable<KeywordsStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false, list: false });
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** Adds (no id) or updates a keyword; tells the outcome, reloads the list on success. */
  async save(draft: KeywordDraft): Promise<SaveOutcome> {
    const checked = checkKeyword({ word: draft.word, url: draft.url, sort: draft.sort });
    if (!checked.ok) return { ok: false, field: checked.field, message: this.i18n.t(`keywords.rules.${checked.problem}`) };
    const request: KeywordSaveRequest = { ...(draft.id ? { id: draft.id } : {}), ...checked.value };
    this.saving = true;
    try {
      const { id } = await this.api.save(request);
      this.notifier.success(this.i18n.t('keywords.list.saved'));
      await this.list.load();
      return { ok: true, id: id ?? draft.id ?? 0 };
    } catch (error) {
      const field = fieldOf(error);
      let message = error instanceof Error ? error.message : String(error);
      if (message === KEYWORD_MSG.wordExists) message = this.i18n.t('keywords.rules.wordExists');
      if (message !== 'aborted') this.notifier.error(message);
      return { ok: false, message, ...(field ? { field } : {}) };
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** Deletes keywords after the operator confirms (one call), then reloads the list. */
  async remove(keywords: Pick<Keyword, 'id' | 'word'>[]): Promise<boolean> {
    if (keywords.length === 0 || this.busy) return false;
    const content = keywords.length === 1
      ? this.i18n.t('keywords.list.removeConfirm', { word: keywords[0].word })
      : this.i18n.t('keywords.list.removeManyConfirm', { count: keywords.length });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    const ids = keywords.map((k) => k.id);
    runInAction(() => {
      this.busy = true;
    });
    try {
      const { removed } = await this.api.remove(ids);
      this.notifier.success(this.i18n.t('keywords.list.removed', { count: removed ?? ids.length }));
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      await this.list.load();
      return true;
    } catch {
      // HttpService showed why; nothing was removed.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** Deletes the selected keywords (words from the rows on screen). */
  removeSelected(): Promise<boolean> {
    const rows = this.list.rows.filter((k) => this.selected.includes(k.id));
    return this.remove(rows.length > 0 ? rows : this.selected.map((id) => ({ id, word: `#${id}` })));
  }

  wordOf(id: number): string | undefined {
    return this.list.rows.find((k) => k.id === id)?.word;
  }
}
