// The mini-program's pages: the list as last answered with the site's sources to choose from, the
// edit dialog's draft (checked by the shared rule first), 显示/隐藏, 上移/下移 and 删除.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpError, TOKENS, type I18nService, type Notifier } from '../../../kernel';
import { checkMpPage, movedOrder, type MpPage, type MpPageInput, type MpPagesAnswer, type Refusal } from '../../../shared/domain/miniprogram';
import type { MiniProgramApi } from '../api';
import { MINIPROGRAM_API } from '../tokens';

export type PageDraft = MpPageInput & { id: number };

const EMPTY_DRAFT: PageDraft = { id: 0, title: '', path: 'pages/', visible: true, sourceKind: 'none', sourceId: 0 };

@injectable()
export class MpPagesStore {
  answer: MpPagesAnswer | null = null;
  failed = false;
  draft: PageDraft | null = null;
  refusal: Refusal | null = null;
  saving = false;
  /** A visibility, order or delete call under way (the list's buttons wait). */
  busy = false;

  constructor(
    @inject(MINIPROGRAM_API) private readonly api: MiniProgramApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<MpPagesStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  get pages(): MpPage[] {
    return this.answer?.pages ?? [];
  }

  async load(): Promise<void> {
    this.failed = false;
    try {
      const answer = await this.api.pages();
      runInAction(() => {
        this.answer = answer;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    }
  }

  openNew(): void {
    this.draft = { ...EMPTY_DRAFT };
    this.refusal = null;
  }

  openEdit(page: MpPage): void {
    const { id, title, path, visible, sourceKind, sourceId } = page;
    this.draft = { id, title, path, visible, sourceKind, sourceId };
    this.refusal = null;
  }

  close(): void {
    this.draft = null;
    this.refusal = null;
  }

  set<F extends keyof PageDraft>(field: F, value: PageDraft[F]): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [field]: value };
    // A new kind starts without a record of it.
    if (field === 'sourceKind') this.draft.sourceId = 0;
    if (this.refusal?.field === field || (field === 'sourceKind' && this.refusal?.field === 'sourceId')) this.refusal = null;
  }

  async save(): Promise<boolean> {
    if (!this.draft || this.saving) return false;
    const draft = { ...this.draft, title: this.draft.title.trim(), path: this.draft.path.trim() };
    const refusal = checkMpPage(draft);
    if (refusal) {
      this.refusal = refusal;
      return false;
    }
    this.saving = true;
    try {
      const answer = await this.api.savePage(draft);
      runInAction(() => {
        this.answer = answer;
        this.draft = null;
      });
      this.notifier.success(this.i18n.t('miniprogram.pages.saved'));
      return true;
    } catch (err) {
      runInAction(() => {
        const data = err instanceof HttpError && err.data && typeof err.data === 'object' ? (err.data as { field?: string }) : {};
        this.refusal = { field: data.field ?? 'title', message: err instanceof Error ? err.message : '' };
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  setVisible(page: MpPage, visible: boolean): Promise<boolean> {
    const { id, title, path, sourceKind, sourceId } = page;
    return this.change(() => this.api.savePage({ id, title, path, visible, sourceKind, sourceId }));
  }

  move(id: number, step: -1 | 1): Promise<boolean> {
    const ids = this.pages.map((p) => p.id);
    const next = movedOrder(ids, id, step);
    if (next.every((v, i) => v === ids[i])) return Promise.resolve(false);
    return this.change(() => this.api.order(next));
  }

  remove(id: number): Promise<boolean> {
    return this.change(() => this.api.deletePage(id), 'miniprogram.pages.deleted');
  }

  private async change(call: () => Promise<MpPagesAnswer>, done?: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const answer = await call();
      runInAction(() => {
        this.answer = answer;
      });
      if (done) this.notifier.success(this.i18n.t(done));
      return true;
    } catch (err) {
      // A list changed meanwhile (another operator): read it again so the next click is on the truth.
      if (err instanceof HttpError && err.code === 409) await this.load();
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
