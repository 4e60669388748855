// One opening of the product edit page (/zhProduct/add?id=): the product as typed, the site's
// categories, tags and custom fields, and the save. Every field is checked as it is typed by the
// shared rule book (validateProduct, with the site's fields), the name also against the site's
// other products (checkName, after a pause); the server checks all of it again and its refusal is
// shown where it belongs. Saving names the version the editor started from: if someone saved in
// between, nothing is overwritten and the conflict (who, when) is kept for the prompt.
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError } from '../../../../kernel';
import { MAX_PAGE_SIZE, type Keyword, type LockConflict } from '../../../../shared/domain';
import {
  PRODUCT_LIMITS,
  PRODUCT_MSG,
  validateProduct,
  type ProductCategory,
  type ProductTag,
} from '../../../../shared/domain/product';
import type { ProductApi } from '../../api';
import { CustomFieldsStore } from './CustomFieldsStore';
import {
  EMPTY_PRODUCT,
  draftOf,
  draftValues,
  formOf,
  inputOf,
  requestOf,
  specRow,
  type ImageItem,
  type ProductDraft,
  type ProductFormValues,
  type TextField,
} from './productForm';

/** The pause after the last keystroke before the name is checked against the site's products. */
export const NAME_CHECK_DELAY_MS = 400;
/** The pause after the last keystroke before related products are searched. */
export const RELATED_SEARCH_DELAY_MS = 300;
const RELATED_PAGE = 20;

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed' | 'busy';

const move = <T>(list: T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};

export class ProductEditStore {
  values: ProductFormValues = { ...EMPTY_PRODUCT };
  /** The product's id once it exists (after loading one, or after the first save). */
  id: number | undefined = undefined;
  /** The version the editor stands on (the lock the next save names). */
  version: number | undefined = undefined;
  loading = false;
  /** The product and the site's lists have arrived: the form may be filled and drafts compared. */
  loaded = false;
  loadError: string | null = null;
  /** Bumped whenever the description is replaced from outside the editor (a load, a draft). */
  contentGeneration = 0;

  categories: ProductCategory[] = [];
  tags: ProductTag[] = [];
  readonly customFields: CustomFieldsStore;

  /** Counts the operator's edits (the draft autosave watches it). */
  changes = 0;
  /** Fields the operator has changed: their problems show as typed; the others after a save attempt. */
  touched = new Set<string>();
  submitted = false;
  /** The name as last checked and whether another product has it. */
  nameChecked: { name: string; exists: boolean } | null = null;
  /** The server's refusal of the last save, and the field it named (if any). */
  saveError: string | null = null;
  serverIssue: { field: string; message: string } | null = null;
  conflict: LockConflict | null = null;
  saving = false;

  /** Names of products seen (related products are shown by name). */
  productNames = new Map<number, string>();
  relatedFound: number[] = [];
  relatedSearching = false;
  keywordChoices: Keyword[] = [];
  keywordsLoading = false;

  private nameTimer: ReturnType<typeof setTimeout> | null = null;
  private nameTicket = 0;
  private relatedTimer: ReturnType<typeof setTimeout> | null = null;
  private relatedTicket = 0;
  private keywordTicket = 0;
  private openTicket = 0;
  /** Reads the editor's exact HTML (its onChange comes after a pause). */
  private contentReader: (() => string) | null = null;

  constructor(private readonly api: ProductApi) {
    this.customFields = new CustomFieldsStore(api);
    makeAutoObservable<ProductEditStore, 'api' | 'nameTimer' | 'nameTicket' | 'relatedTimer' | 'relatedTicket' | 'keywordTicket' | 'openTicket' | 'contentReader'>(this, {
      api: false,
      customFields: false,
      nameTimer: false,
      nameTicket: false,
      relatedTimer: false,
      relatedTicket: false,
      keywordTicket: false,
      openTicket: false,
      contentReader: false,
    });
  }

  // --- loading ---------------------------------------------------------------------------------

  /** Opens a product (or an empty form without id) with the site's categories, tags and fields. */
  async open(id?: number): Promise<void> {
    const ticket = ++this.openTicket;
    this.loading = true;
    this.loaded = false;
    this.loadError = null;
    this.reset();
    this.id = id;
    try {
      const [detail] = await Promise.all([
        id !== undefined ? this.api.edit(id) : Promise.resolve(null),
        this.loadLists(),
        this.customFields.load(),
      ]);
      if (ticket !== this.openTicket) return;
      runInAction(() => {
        if (detail) this.fill(detail);
        this.loaded = true;
      });
      this.learnRelatedNames();
      this.searchRelated('', 0);
    } catch (error) {
      if (ticket === this.openTicket) runInAction(() => (this.loadError = error instanceof Error ? error.message : String(error)));
    } finally {
      if (ticket === this.openTicket) runInAction(() => (this.loading = false));
    }
  }

  /** After the conflict prompt's 重新加载: the newest version replaces what was typed. */
  async reload(): Promise<void> {
    if (this.id === undefined) return;
    this.conflict = null;
    this.loading = true;
    try {
      const detail = await this.api.edit(this.id);
      runInAction(() => {
        this.reset();
        this.fill(detail);
      });
      this.learnRelatedNames();
    } catch {
      // HttpService showed why; what was typed stays.
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  private async loadLists(): Promise<void> {
    const [categories, tags] = await Promise.all([
      this.api.categories().catch(() => [] as ProductCategory[]),
      this.api.tags({ page: 1, rows: MAX_PAGE_SIZE }).then((d) => d.rows ?? [], () => [] as ProductTag[]),
    ]);
    runInAction(() => {
      this.categories = categories;
      this.tags = tags;
    });
  }

  private fill(detail: Parameters<typeof formOf>[0]): void {
    this.values = formOf(detail);
    this.id = detail.id;
    this.version = detail.version;
    this.productNames.set(detail.id, detail.name);
    this.contentGeneration += 1;
  }

  private reset(): void {
    this.values = { ...EMPTY_PRODUCT, custom: {} };
    this.version = undefined;
    this.touched = new Set();
    this.submitted = false;
    this.nameChecked = null;
    this.saveError = null;
    this.serverIssue = null;
    this.conflict = null;
    this.contentGeneration += 1;
  }

  // --- editing ---------------------------------------------------------------------------------

  setText(field: TextField, value: string): void {
    this.values[field] = value;
    this.touch(field);
    if (field === 'name') this.scheduleNameCheck();
  }

  setCategory(id: number): void {
    this.values.type_id = id;
    this.touch('type_id');
  }

  setTags(ids: number[]): void {
    this.values.tag_ids = ids;
    this.touch('tag_ids');
  }

  setFlag(field: 'price_negotiable' | 'recommend' | 'status', value: 0 | 1): void {
    this.values[field] = value;
    this.touch(field);
  }

  setRelated(ids: number[]): void {
    this.values.related_ids = ids.filter((id) => id !== this.id);
    this.touch('related_ids');
  }

  setCustom(slot: string, value: string): void {
    this.values.custom[slot] = value;
    this.touch(slot);
  }

  /** The description as the editor last reported it (after a pause); saving reads it exactly. */
  setContent(html: string): void {
    if (html === this.values.content) return;
    this.values.content = html;
    this.changes += 1;
  }

  setContentReader(reader: (() => string) | null): void {
    this.contentReader = reader;
  }

  /** Images chosen in the gallery, after those there (up to ten; one already there is not added twice). */
  addImages(files: { url: string }[]): void {
    const have = new Set(this.values.images.map((i) => i.url));
    const added: ImageItem[] = [];
    for (const file of files) {
      if (have.has(file.url)) continue;
      have.add(file.url);
      added.push({ url: file.url, alt: '' });
    }
    this.values.images = [...this.values.images, ...added].slice(0, PRODUCT_LIMITS.images);
    this.touch('images');
  }

  removeImage(index: number): void {
    this.values.images = this.values.images.filter((_, i) => i !== index);
    this.touch('images');
  }

  /** Drag or arrows; the first image is the cover. */
  moveImage(from: number, to: number): void {
    this.values.images = move(this.values.images, from, to);
    this.touch('images');
  }

  setAlt(index: number, alt: string): void {
    const image = this.values.images[index];
    if (image) image.alt = alt;
    this.touch('images');
  }

  get imageRoom(): number {
    return PRODUCT_LIMITS.images - this.values.images.length;
  }

  addSpec(): void {
    if (this.values.specs.length >= PRODUCT_LIMITS.specs) return;
    this.values.specs.push(specRow());
    this.changes += 1;
  }

  removeSpec(index: number): void {
    this.values.specs = this.values.specs.filter((_, i) => i !== index);
    this.touch('specs');
  }

  moveSpec(from: number, to: number): void {
    this.values.specs = move(this.values.specs, from, to);
    this.changes += 1;
  }

  setSpec(index: number, part: 'name' | 'value', text: string): void {
    const row = this.values.specs[index];
    if (row) row[part] = text;
    this.touch('specs');
  }

  /** Adds a recommended keyword to the SEO keywords (comma-separated, once). */
  addKeyword(word: string): boolean {
    const words = this.keywordList;
    if (words.includes(word)) return false;
    const next = [...words, word].join(',');
    if ([...next].length > PRODUCT_LIMITS.seoKeywords) return false;
    this.setText('seo_keywords', next);
    return true;
  }

  /** The SEO keywords as separate words (，, ; and spaces separate them too). */
  get keywordList(): string[] {
    return this.values.seo_keywords.split(/[,，;；\s]+/).map((w) => w.trim()).filter(Boolean);
  }

  private touch(field: string): void {
    this.changes += 1;
    if (!this.touched.has(field)) this.touched.add(field);
    if (this.serverIssue?.field === field) this.serverIssue = null;
  }

  // --- checks ----------------------------------------------------------------------------------

  /** Each field's first problem by the rule book, with the name's clash once checked. */
  get issues(): Map<string, string> {
    const found = new Map<string, string>();
    for (const issue of validateProduct(inputOf(this.values, this.id), this.customFields.fields)) found.set(issue.field, issue.message);
    if (!found.has('name') && this.nameChecked?.exists && this.nameChecked.name === this.values.name.trim()) found.set('name', PRODUCT_MSG.nameExists);
    return found;
  }

  /** What to show under a field: the rule's word once it was touched (or saving was tried), or the server's. */
  issueOf(field: string): string | undefined {
    if (this.serverIssue?.field === field) return this.serverIssue.message;
    if (!this.submitted && !this.touched.has(field)) return undefined;
    return this.issues.get(field);
  }

  private scheduleNameCheck(): void {
    if (this.nameTimer) clearTimeout(this.nameTimer);
    const name = this.values.name.trim();
    if (!name || [...name].length > PRODUCT_LIMITS.name) return;
    this.nameTimer = setTimeout(() => void this.checkName(name), NAME_CHECK_DELAY_MS);
  }

  /** Asks the server whether another live product of the site is called this. */
  async checkName(name = this.values.name.trim()): Promise<void> {
    const ticket = ++this.nameTicket;
    try {
      const { exists } = await this.api.checkName(name, this.id);
      if (ticket === this.nameTicket) runInAction(() => (this.nameChecked = { name, exists }));
    } catch {
      // Quiet: the save's own check answers.
    }
  }

  // --- related products and keywords ------------------------------------------------------------

  /** Products matching a keyword for the related select (the product itself is never offered). */
  searchRelated(keyword: string, delay = RELATED_SEARCH_DELAY_MS): void {
    if (this.relatedTimer) clearTimeout(this.relatedTimer);
    const run = async () => {
      const ticket = ++this.relatedTicket;
      runInAction(() => (this.relatedSearching = true));
      try {
        const data = await this.api.list({ page: 1, rows: RELATED_PAGE, keyword: keyword.trim() || undefined });
        if (ticket !== this.relatedTicket) return;
        runInAction(() => {
          for (const row of data.rows ?? []) this.productNames.set(row.id, row.name);
          this.relatedFound = (data.rows ?? []).map((row) => row.id).filter((id) => id !== this.id);
        });
      } catch {
        if (ticket === this.relatedTicket) runInAction(() => (this.relatedFound = []));
      } finally {
        if (ticket === this.relatedTicket) runInAction(() => (this.relatedSearching = false));
      }
    };
    if (delay <= 0) void run();
    else this.relatedTimer = setTimeout(() => void run(), delay);
  }

  /** The related select's options: those chosen first, then those found. */
  get relatedOptions(): { value: number; label: string }[] {
    const ids = [...new Set([...this.values.related_ids, ...this.relatedFound])].filter((id) => id !== this.id);
    return ids.map((id) => ({ value: id, label: this.productNames.get(id) ?? `#${id}` }));
  }

  /** Related products are stored by id; the list cannot be asked by id, so each unknown one is read. */
  private learnRelatedNames(): void {
    const unknown = this.values.related_ids.filter((id) => !this.productNames.has(id));
    for (const id of unknown) {
      this.api.edit(id).then(
        (info) => runInAction(() => this.productNames.set(info.id, info.name)),
        () => undefined,
      );
    }
  }

  /** The site's recommended keywords matching what is typed in the picker. */
  async loadKeywords(keyword = ''): Promise<void> {
    const ticket = ++this.keywordTicket;
    this.keywordsLoading = true;
    try {
      const data = await this.api.keywords({ keyword: keyword.trim() || undefined, rows: 50 });
      if (ticket === this.keywordTicket) runInAction(() => (this.keywordChoices = data.rows ?? []));
    } catch {
      if (ticket === this.keywordTicket) runInAction(() => (this.keywordChoices = []));
    } finally {
      if (ticket === this.keywordTicket) runInAction(() => (this.keywordsLoading = false));
    }
  }

  // --- saving ----------------------------------------------------------------------------------

  /**
   * Saves what is typed. 'invalid': a rule objects (every problem is now shown); 'conflict': someone
   * saved in between (this.conflict says who and when; nothing was written); 'failed': the server
   * refused (this.saveError, and under the field it named).
   */
  async save(): Promise<SaveOutcome> {
    if (this.saving) return 'busy';
    if (!this.check()) return 'invalid';
    this.saving = true;
    try {
      const result = await this.api.save(requestOf(this.values, this.customFields.fields, { id: this.id, version: this.version }));
      runInAction(() => {
        this.id = result.id;
        this.version = result.version;
        this.productNames.set(result.id, this.values.name.trim());
        this.serverIssue = null;
      });
      return 'saved';
    } catch (error) {
      return runInAction(() => {
        if (error instanceof HttpError && error.code === 409 && error.data) {
          this.conflict = error.data as LockConflict;
          return 'conflict';
        }
        const message = error instanceof Error ? error.message : String(error);
        this.saveError = message;
        const field = error instanceof HttpError ? (error.data as { field?: unknown } | null)?.field : undefined;
        if (typeof field === 'string') this.serverIssue = { field, message };
        if (message === PRODUCT_MSG.nameExists) this.nameChecked = { name: this.values.name.trim(), exists: true };
        return 'failed';
      });
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** Whether the form may be sent as it is now; from now on every field's problem is shown. */
  check(): boolean {
    if (this.contentReader) this.values.content = this.contentReader();
    this.submitted = true;
    this.saveError = null;
    return this.issues.size === 0;
  }

  keepEditing(): void {
    this.conflict = null;
  }

  dismissSaveError(): void {
    this.saveError = null;
  }

  // --- drafts ----------------------------------------------------------------------------------

  /** What an autosaved draft keeps: the form with the editor's current HTML. */
  snapshot(): ProductDraft {
    return draftOf({ ...this.values, content: this.contentReader ? this.contentReader() : this.values.content });
  }

  /**
   * Puts a draft back. The next save names the version the draft was written on: if someone saved
   * since, the server's lock check answers with the conflict prompt instead of being overwritten.
   */
  restore(data: unknown, base: number | null): void {
    const restored = draftValues(data);
    this.values = { ...this.values, ...restored, custom: { ...(restored.custom ?? this.values.custom) } };
    this.contentGeneration += 1;
    if (this.id !== undefined && base !== null) this.version = base;
    this.touched = new Set(Object.keys(restored));
    if (this.values.name.trim()) void this.checkName();
  }

  dispose(): void {
    if (this.nameTimer) clearTimeout(this.nameTimer);
    if (this.relatedTimer) clearTimeout(this.relatedTimer);
    this.openTicket += 1;
  }
}
