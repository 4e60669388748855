// One keyword's associated articles (/keywords/associateContent?id=): the associated page, removal
// of associations, and the picker of the site's live articles not yet associated (type filter,
// title search, paging, a selection kept across pages) whose choice is associated in one call.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type I18nService, type Notifier } from '../../../kernel';
import type { ArticleType, KeywordArticle, KeywordCandidate, KeywordContentData } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { KeywordsApi } from '../api';
import { KEYWORDS_API } from '../tokens';

@injectable()
export class KeywordContentStore {
  keywordId = 0;
  /** The keyword as the server names it (from the associated page). */
  keyword: KeywordContentData['keyword'] | null = null;
  /** The keyword does not exist (404): another site's, or deleted meanwhile. */
  missing = false;
  readonly content: ListState<KeywordArticle>;
  /** Associated articles chosen for removal. */
  selected: number[] = [];
  busy = false;

  pickerOpen = false;
  readonly candidates: ListState<KeywordCandidate, { type: ArticleType }>;
  /** Candidates chosen in the picker (across its pages). */
  picked: number[] = [];
  associating = false;

  constructor(
    @inject(KEYWORDS_API) private readonly api: KeywordsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.content = new ListState<KeywordArticle>(async ({ page, rows }) => {
      const id = this.keywordId;
      try {
        const data = await this.api.content(id, page, rows);
        runInAction(() => {
          if (id === this.keywordId) this.keyword = data.keyword ?? null;
        });
        return data;
      } catch (error) {
        if (error instanceof HttpError && error.code === 404) runInAction(() => (this.missing = id === this.keywordId));
        throw error;
      }
    });
    this.candidates = new ListState<KeywordCandidate, { type: ArticleType }>((query) => this.api.candidates(this.keywordId, query));
    makeAutoObservable<KeywordContentStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false, content: false, candidates: false });
  }

  /** Shows a keyword's associated articles from their first page. */
  open(id: number, word?: string): Promise<void> {
    if (id !== this.keywordId) this.keyword = word ? { id, word, url: '' } : null;
    this.keywordId = id;
    this.missing = false;
    this.selected = [];
    this.pickerOpen = false;
    this.content.page = 1;
    return this.content.load();
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  /** Removes associations after the operator confirms, then reloads the page. */
  async dissociate(rows: Pick<KeywordArticle, 'article_id' | 'title'>[]): Promise<boolean> {
    if (rows.length === 0 || this.busy) return false;
    const content = rows.length === 1
      ? this.i18n.t('keywords.associate.dissociateConfirm', { title: rows[0].title })
      : this.i18n.t('keywords.associate.dissociateManyConfirm', { count: rows.length });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    const ids = rows.map((r) => r.article_id);
    runInAction(() => {
      this.busy = true;
    });
    try {
      const { dissociated } = await this.api.dissociate(this.keywordId, ids);
      this.notifier.success(this.i18n.t('keywords.associate.dissociated', { count: dissociated ?? ids.length }));
      runInAction(() => {
        this.selected = this.selected.filter((id) => !ids.includes(id));
      });
      await this.content.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  dissociateSelected(): Promise<boolean> {
    const rows = this.content.rows.filter((r) => this.selected.includes(r.article_id));
    return this.dissociate(rows.length > 0 ? rows : this.selected.map((id) => ({ article_id: id, title: `#${id}` })));
  }

  // --- the picker ---------------------------------------------------------------------------------

  /** Opens the picker on the first page of every type, nothing chosen. */
  openPicker(): Promise<void> {
    this.pickerOpen = true;
    this.picked = [];
    this.candidates.keyword = '';
    this.candidates.filters = {};
    this.candidates.page = 1;
    return this.candidates.load();
  }

  closePicker() {
    this.pickerOpen = false;
    this.picked = [];
  }

  /** undefined: every type. */
  setCandidateType(type: ArticleType | undefined) {
    this.candidates.setFilters(type === undefined ? {} : { type });
  }

  pick(ids: number[]) {
    this.picked = ids;
  }

  /** Associates the chosen articles; on success closes the picker and reloads the page. */
  async associatePicked(): Promise<boolean> {
    if (this.picked.length === 0 || this.associating) return false;
    this.associating = true;
    try {
      const { associated } = await this.api.associate(this.keywordId, [...this.picked]);
      this.notifier.success(this.i18n.t('keywords.picker.associated', { count: associated ?? this.picked.length }));
      runInAction(() => {
        this.pickerOpen = false;
        this.picked = [];
      });
      await this.content.load();
      return true;
    } catch {
      // HttpService showed why; the picker stays open with the choice.
      return false;
    } finally {
      runInAction(() => {
        this.associating = false;
      });
    }
  }
}
