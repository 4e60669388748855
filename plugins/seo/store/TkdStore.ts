// TkdStore: the SEO parameters (separator, site keywords, custom variables) and the 全站TKD
// templates of the active site, with the preview rendered as the operator types by the same rule
// the server and the site score use (shared/domain/seo/render.ts) on a real record of the site.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type HttpService } from '../../../kernel';
import {
  checkCustomVariables,
  firstUnknownVariable,
  knownVariables,
  lengthHints,
  renderTkd,
  TKD_FIELDS,
  unknownVariableMessage,
  variableValues,
  type SeoParams,
  type Tkd,
  type TkdField,
  type TkdPageKind,
  type TkdSample,
  type TkdState,
  type TkdTemplates,
} from '../../../shared/domain';
import { TkdApi } from '../api/tkd';

/** A deep copy of plain JSON data (the draft the operator edits apart from what was loaded). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface Load {
  loading: boolean;
  error: string | null;
}

@injectable()
export class TkdStore {
  params: SeoParams | null = null;
  paramsDraft: SeoParams = { separator: '', keywords: '', variables: [] };
  paramsLoad: Load = { loading: false, error: null };
  state: TkdState | null = null;
  templates: TkdTemplates | null = null;
  tkdLoad: Load = { loading: false, error: null };
  kind: TkdPageKind = 'home';
  /** The chosen preview record per page kind (its id; the first record when unset). */
  sampleIds: Partial<Record<TkdPageKind, number>> = {};
  saving = false;
  private readonly api: TkdApi;

  constructor(@inject(TOKENS.http) http: HttpService) {
    this.api = new TkdApi(http);
    makeAutoObservable<TkdStore, 'api'>(this, { api: false });
  }

  // ---- SEO parameters ----

  get paramsProblem(): string | null {
    return checkCustomVariables(this.paramsDraft.variables);
  }

  get paramsDirty(): boolean {
    return this.params !== null && JSON.stringify(this.params) !== JSON.stringify(this.paramsDraft);
  }

  async loadParams(): Promise<void> {
    this.paramsLoad = { loading: true, error: null };
    try {
      const params = await this.api.params();
      runInAction(() => {
        this.params = params;
        this.paramsDraft = copy(params);
        this.paramsLoad = { loading: false, error: null };
      });
    } catch (error) {
      runInAction(() => { this.paramsLoad = { loading: false, error: (error as Error).message }; });
    }
  }

  setSeparator(value: string): void { this.paramsDraft.separator = value; }
  setKeywords(value: string): void { this.paramsDraft.keywords = value; }
  addVariable(): void { this.paramsDraft.variables.push({ name: '', value: '' }); }
  setVariable(index: number, patch: Partial<{ name: string; value: string }>): void {
    Object.assign(this.paramsDraft.variables[index], patch);
  }
  removeVariable(index: number): void { this.paramsDraft.variables.splice(index, 1); }

  async saveParams(): Promise<boolean> {
    if (this.paramsProblem) return false;
    this.saving = true;
    try {
      const params = await this.api.saveParams({ ...this.paramsDraft, variables: this.paramsDraft.variables.map((v) => ({ name: v.name.trim(), value: v.value })) });
      runInAction(() => {
        this.params = params;
        this.paramsDraft = copy(params);
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }

  // ---- 全站TKD ----

  async loadTkd(): Promise<void> {
    this.tkdLoad = { loading: true, error: null };
    try {
      const state = await this.api.tkd();
      runInAction(() => {
        this.state = state;
        this.templates = copy(state.templates);
        this.tkdLoad = { loading: false, error: null };
      });
    } catch (error) {
      runInAction(() => { this.tkdLoad = { loading: false, error: (error as Error).message }; });
    }
  }

  setKind(kind: TkdPageKind): void { this.kind = kind; }

  setTemplate(kind: TkdPageKind, field: TkdField, value: string): void {
    if (this.templates) this.templates[kind][field] = value;
  }

  chooseSample(kind: TkdPageKind, id: number): void { this.sampleIds[kind] = id; }

  get tkdDirty(): boolean {
    return this.state !== null && JSON.stringify(this.state.templates) !== JSON.stringify(this.templates);
  }

  /** The record the current kind previews on (null: the site has none of that kind). */
  get sample(): TkdSample | null {
    const list = this.state?.samples[this.kind] ?? [];
    return list.find((s) => s.id === this.sampleIds[this.kind]) ?? list[0] ?? null;
  }

  /** 未知变量：X per field of the current kind, as typed. */
  get problems(): Partial<Record<TkdField, string>> {
    if (!this.templates || !this.state) return {};
    const known = knownVariables(this.state.params.variables);
    const out: Partial<Record<TkdField, string>> = {};
    for (const field of TKD_FIELDS) {
      const name = firstUnknownVariable(this.templates[this.kind][field], known);
      if (name !== null) out[field] = unknownVariableMessage(name);
    }
    return out;
  }

  /** The first unknown variable of any kind (what the server would refuse the save with). */
  get anyProblem(): string | null {
    if (!this.templates || !this.state) return null;
    const known = knownVariables(this.state.params.variables);
    for (const t of Object.values(this.templates) as Tkd[]) {
      for (const field of TKD_FIELDS) {
        const name = firstUnknownVariable(t[field], known);
        if (name !== null) return unknownVariableMessage(name);
      }
    }
    return null;
  }

  get preview(): Tkd | null {
    if (!this.templates || !this.state) return null;
    const sample = this.sample ?? { categoryName: '', articleTitle: '', productName: '', keywords: '' };
    return renderTkd(this.templates[this.kind], variableValues(this.state.siteName, this.state.params, sample));
  }

  get hints(): string[] {
    return this.preview ? lengthHints(this.preview) : [];
  }

  async saveTkd(): Promise<boolean> {
    if (!this.templates || this.anyProblem) return false;
    this.saving = true;
    try {
      const state = await this.api.saveTkd(this.templates);
      runInAction(() => {
        this.state = state;
        this.templates = copy(state.templates);
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => { this.saving = false; });
    }
  }
}
