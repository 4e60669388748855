// One keyword's linked items (/keywords/associateContent?id=&kind=): a tab per link kind the caller
// may see (文章 always; 产品 with product_list where the product plugin serves the site), each with
// its linked page (title search, paging), removal of links, and the picker of the site's live items
// of that kind not yet linked (articles also by type; a selection kept across pages) whose choice
// is linked in one call.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type CompiledRoute, type I18nService, type Notifier, type PermissionService, type SiteService } from '../../../kernel';
import { DEFAULT_LINK_KIND, type ArticleType, type KeywordContentData, type KeywordLinkKind } from '../../../shared/domain';
import { ListState } from '../../../shared/ui/list/ListState';
import type { CandidateRow, KeywordsApi, LinkedRow } from '../api';
import { KEYWORDS_API } from '../tokens';

/**
 * Kinds besides articles: the plugin that manages them and its list key. The tab shows where that
 * plugin's pages are open to the caller on the active site's type (the server checks the key again).
 */
const PLUGIN_KINDS: readonly { kind: KeywordLinkKind; plugin: string; permission: string }[] = [
  { kind: 'product', plugin: 'product', permission: 'product_list' },
];

@injectable()
export class KeywordContentStore {
  keywordId = 0;
  /** The keyword as the server names it (from the linked page). */
  keyword: KeywordContentData['keyword'] | null = null;
  /** The keyword does not exist (404): another site's, or deleted meanwhile. */
  missing = false;
  /** The open tab. */
  kind: KeywordLinkKind = DEFAULT_LINK_KIND;
  readonly content: ListState<LinkedRow>;
  /** Linked items chosen for removal. */
  selected: number[] = [];
  busy = false;

  pickerOpen = false;
  readonly candidates: ListState<CandidateRow, { type: ArticleType }>;
  /** Candidates chosen in the picker (across its pages). */
  picked: number[] = [];
  associating = false;

  constructor(
    @inject(KEYWORDS_API) private readonly api: KeywordsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
    @inject(TOKENS.permission) private readonly permission: PermissionService,
    @inject(TOKENS.site) private readonly site: SiteService,
    /** The plugin host; only its routes are read. */
    @inject(TOKENS.plugins) private readonly plugins: { readonly routes: readonly CompiledRoute[] },
  ) {
    this.content = new ListState<LinkedRow>(async (query) => {
      const id = this.keywordId;
      try {
        const data = await this.api.content(id, this.kind, query);
        runInAction(() => {
          if (id === this.keywordId) this.keyword = data.keyword ?? null;
        });
        return data;
      } catch (error) {
        if (error instanceof HttpError && error.code === 404) runInAction(() => (this.missing = id === this.keywordId));
        throw error;
      }
    });
    this.candidates = new ListState<CandidateRow, { type: ArticleType }>((query) => this.api.candidates(this.keywordId, this.kind, query));
    makeAutoObservable<KeywordContentStore, 'api' | 'notifier' | 'i18n' | 'permission' | 'site' | 'plugins'>(this, {
      api: false, notifier: false, i18n: false, permission: false, site: false, plugins: false, content: false, candidates: false,
    });
  }

  /** The tabs: articles, then each kind whose plugin serves this site type and whose key the caller holds. */
  get kinds(): KeywordLinkKind[] {
    const siteType = this.site.siteType;
    const served = PLUGIN_KINDS.filter(({ plugin, permission }) => {
      const route = this.plugins.routes.find((r) => r.pluginId === plugin);
      return route !== undefined && this.permission.allows({ permission, siteTypes: route.siteTypes }, siteType);
    });
    return [DEFAULT_LINK_KIND, ...served.map((k) => k.kind)];
  }

  /** The kind asked for (the address's), or articles when the caller has no such tab. */
  private usable(kind: string | undefined): KeywordLinkKind {
    return this.kinds.find((k) => k === kind) ?? DEFAULT_LINK_KIND;
  }

  /** Shows a keyword's linked items of a kind from their first page. */
  open(id: number, word?: string, kind?: string): Promise<void> {
    if (id !== this.keywordId) this.keyword = word ? { id, word, url: '' } : null;
    this.keywordId = id;
    this.missing = false;
    this.kind = this.usable(kind);
    this.reset();
    return this.content.load();
  }

  /** Switches the tab: its first page, no search, nothing selected. */
  setKind(kind: string): Promise<void> {
    const next = this.usable(kind);
    if (next === this.kind) return Promise.resolve();
    this.kind = next;
    this.reset();
    return this.content.load();
  }

  private reset() {
    this.selected = [];
    this.pickerOpen = false;
    this.content.page = 1;
    this.content.keyword = '';
  }

  select(ids: number[]) {
    this.selected = ids;
  }

  private t(key: string, params?: Record<string, string | number>) {
    return this.i18n.t(`keywords.kinds.${this.kind}.${key}`, params);
  }

  /** Removes links after the operator confirms, then reloads the page. */
  async dissociate(rows: Pick<LinkedRow, 'id' | 'title'>[]): Promise<boolean> {
    if (rows.length === 0 || this.busy) return false;
    const content = rows.length === 1 ? this.t('dissociateConfirm', { title: rows[0].title }) : this.t('dissociateManyConfirm', { count: rows.length });
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content, danger: true }))) return false;
    const ids = rows.map((r) => r.id);
    const kind = this.kind;
    runInAction(() => {
      this.busy = true;
    });
    try {
      const { dissociated } = await this.api.dissociate(this.keywordId, kind, ids);
      this.notifier.success(this.i18n.t(`keywords.kinds.${kind}.dissociated`, { count: dissociated ?? ids.length }));
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
    const rows = this.content.rows.filter((r) => this.selected.includes(r.id));
    return this.dissociate(rows.length > 0 ? rows : this.selected.map((id) => ({ id, title: `#${id}` })));
  }

  // --- the picker ---------------------------------------------------------------------------------

  /** Opens the picker of the open tab's kind on its first page (every type), nothing chosen. */
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

  /** undefined: every type (articles only). */
  setCandidateType(type: ArticleType | undefined) {
    this.candidates.setFilters(type === undefined ? {} : { type });
  }

  pick(ids: number[]) {
    this.picked = ids;
  }

  /** Links the chosen items; on success closes the picker and reloads the page. */
  async associatePicked(): Promise<boolean> {
    if (this.picked.length === 0 || this.associating) return false;
    this.associating = true;
    const kind = this.kind;
    try {
      const { associated } = await this.api.associate(this.keywordId, kind, [...this.picked]);
      this.notifier.success(this.i18n.t(`keywords.kinds.${kind}.associated`, { count: associated ?? this.picked.length }));
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
