// 网站装修's state: the decoration as the server last answered it (with its version), the draft the
// page edits and both previews draw, the section and device chosen, and a save that runs the shared
// rule first (the server runs it again) and keeps its refusal with the field it is about. Someone
// else's save meanwhile is a conflict: the draft stays as it is until the operator chooses 刷新.
// One store for the plugin's life, so the full-size preview page shows the same draft; it belongs
// to one site and starts over when the active site changes.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { HttpError, type I18nService, type Notifier, type SiteService } from '../../../../kernel';
import {
  checkDecoration, defaultSectionStyle, DESIGN_MSG, SITE_SECTIONS,
  type DecorationAnswer, type DecorationPreviewAnswer, type DecorationSections, type DesignProblem, type LinkTarget, type RecordLinkKind,
  type SectionStyle, type SiteSection,
} from '../../../../shared/domain/design';
import type { DecorationApi, LeadFormOption } from '../api';

export type PreviewDevice = 'pc' | 'mobile';
type Part = keyof SectionStyle;

export class DecorationStore {
  answer: DecorationAnswer | null = null;
  draft: DecorationSections | null = null;
  /** The site the answer and draft belong to. */
  siteId = 0;
  section: SiteSection = 'index';
  device: PreviewDevice = 'pc';
  loading = false;
  /** The load failed (the HttpService has said why); the page offers a retry. */
  failed = false;
  saving = false;
  /** The first problem of the last save (the shared rule's or the server's), shown on its field. */
  problem: DesignProblem | null = null;
  /** Someone else saved after our version was read: nothing was stored, the draft is kept. */
  conflict = false;
  leadForms: LeadFormOption[] | null = null;

  constructor(
    private readonly api: DecorationApi,
    private readonly site: SiteService,
    private readonly notifier: Notifier,
    private readonly i18n: I18nService,
  ) {
    // The decoration is replaced, never changed in place: a change makes new objects only along its
    // path, so what did not change keeps its identity and its views do not draw again.
    makeAutoObservable<DecorationStore, 'api' | 'site' | 'notifier' | 'i18n'>(this, {
      api: false, site: false, notifier: false, i18n: false, answer: observableRef, draft: observableRef, leadForms: observableRef, problem: observableRef,
    });
  }

  get activeSiteId(): number {
    return Number(this.site.home?.twebId ?? 0);
  }

  get dirty(): boolean {
    return !!this.answer && !!this.draft && JSON.stringify(this.answer.sections) !== JSON.stringify(this.draft);
  }

  get style(): SectionStyle | null {
    return this.draft?.[this.section] ?? null;
  }

  // Each part of the chosen section on its own, so a panel redraws only when its part changed.
  get background(): SectionStyle['background'] | null {
    return this.style?.background ?? null;
  }

  get border(): SectionStyle['border'] | null {
    return this.style?.border ?? null;
  }

  get text(): SectionStyle['text'] | null {
    return this.style?.text ?? null;
  }

  get button(): SectionStyle['button'] | null {
    return this.style?.button ?? null;
  }

  get ready(): boolean {
    return !!this.draft && this.siteId === this.activeSiteId;
  }

  /** The sections with a problem (the list marks them). */
  sectionHasProblem(section: SiteSection): boolean {
    return !!this.problem && this.problem.path.split('.')[0] === section;
  }

  /** The problem's message when it is about `path` (e.g. "background.color" of the chosen section) or a field under it. */
  problemAt(path: string): string | undefined {
    if (!this.problem) return undefined;
    const full = `${this.section}.${path}`;
    return this.problem.path === full || this.problem.path.startsWith(`${full}.`) ? this.problem.message : undefined;
  }

  /**
   * Loads the site's decoration, unless this site's draft is already here (back from the full-size
   * preview, or another tab): then it is kept. `force` reloads and drops the draft (刷新).
   */
  async open(force = false): Promise<void> {
    if (!force && this.draft && this.siteId === this.activeSiteId && !this.failed) return;
    this.loading = true;
    this.failed = false;
    try {
      const answer = await this.api.get();
      runInAction(() => {
        this.accept(answer);
        this.siteId = this.activeSiteId;
        this.conflict = false;
        this.leadForms = null;
      });
    } catch {
      runInAction(() => {
        this.failed = true;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  select(section: SiteSection): void {
    this.section = section;
  }

  setDevice(device: PreviewDevice): void {
    this.device = device;
  }

  /** Changes fields of one part (background, border, text, button) of the chosen section. */
  patch<P extends Part>(part: P, values: Partial<SectionStyle[P]>): void {
    if (!this.draft) return;
    const current = this.draft[this.section];
    this.draft = { ...this.draft, [this.section]: { ...current, [part]: { ...current[part], ...values } } };
    const touched = Object.keys(values).map((field) => `${this.section}.${part}.${field}`);
    if (this.problem && touched.some((path) => this.problem!.path === path || this.problem!.path.startsWith(`${path}.`))) this.problem = null;
  }

  /** 恢复默认: the section's style before any change (the page asks first). */
  restoreDefault(section: SiteSection = this.section): void {
    if (!this.draft) return;
    this.draft = { ...this.draft, [section]: defaultSectionStyle(section) };
    if (this.problem?.path.split('.')[0] === section) this.problem = null;
  }

  /** Back to what the server last answered. */
  discard(): void {
    if (this.answer) this.draft = this.answer.sections;
    this.problem = null;
  }

  /** The first problem of the draft by the shared rule; the section and field it names are shown. */
  check(): DesignProblem | null {
    const problem = this.draft ? checkDecoration(this.draft, this.activeSiteId) : null;
    this.problem = problem;
    if (problem) {
      const section = problem.path.split('.')[0];
      if ((SITE_SECTIONS as readonly string[]).includes(section)) this.section = section as SiteSection;
    }
    return problem;
  }

  async save(): Promise<boolean> {
    if (!this.draft || !this.answer || this.saving) return false;
    const problem = this.check();
    if (problem) {
      this.notifier.error(problem.message);
      return false;
    }
    this.saving = true;
    try {
      const answer = await this.api.save(this.draft, this.answer.version);
      runInAction(() => {
        this.accept(answer);
        this.conflict = false;
      });
      this.notifier.success(this.i18n.t('designer.decoration.saved'));
      return true;
    } catch (error) {
      // The HttpService has shown the server's message; keep it with its field, or as the conflict.
      runInAction(() => {
        if (isConflict(error)) {
          this.conflict = true;
          return;
        }
        const data = error instanceof HttpError ? (error.data as { field?: string; path?: string } | null) : null;
        const path = data?.path ?? data?.field ?? '';
        this.problem = { path, message: error instanceof Error ? error.message : String(error) };
        const section = path.split('.')[0];
        if ((SITE_SECTIONS as readonly string[]).includes(section)) this.section = section as SiteSection;
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /** The draft's signed preview pages (checked first, like a save). */
  async preview(): Promise<DecorationPreviewAnswer | null> {
    if (!this.draft) return null;
    const problem = this.check();
    if (problem) {
      this.notifier.error(problem.message);
      return null;
    }
    try {
      return await this.api.preview(this.draft);
    } catch {
      return null;
    }
  }

  /** Records of the site an inside link may point at, by title (≤ 20, as the server answers). */
  async linkTargets(kind: RecordLinkKind, keyword: string, signal?: AbortSignal): Promise<LinkTarget[]> {
    const answer: unknown = await this.api.linkTargets(kind, keyword.trim(), signal);
    // The answer is a list, or a list envelope's rows.
    if (Array.isArray(answer)) return answer as LinkTarget[];
    return ((answer as { rows?: LinkTarget[] } | null)?.rows ?? []);
  }

  /** The site's lead forms for 提交表单, read once per visit. */
  async loadLeadForms(): Promise<void> {
    if (this.leadForms) return;
    try {
      const forms = await this.api.leadForms();
      runInAction(() => {
        this.leadForms = forms;
      });
    } catch {
      runInAction(() => {
        this.leadForms = [];
      });
    }
  }

  private accept(answer: DecorationAnswer): void {
    this.answer = answer;
    this.draft = answer.sections;
    this.problem = null;
  }
}

function isConflict(error: unknown): boolean {
  return error instanceof HttpError && (error.code === 409 || error.message === DESIGN_MSG.conflict);
}
