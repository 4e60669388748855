// The 编辑查询 page (/marketInteract/infoDataAdd, ?id= edits): title, the fields (add, remove,
// reorder, ≤ 20; each with its type, 查询条件, 结果显示, 必填), 精确 / 模糊匹配, who may look up
// (with the site's ranks to pick from), 无结果提示, 权重 and 开放 — checked by the rule book as the
// server checks it again; the server's refusal is shown beside the form.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../../kernel';
import {
  checkInfoQuery,
  INFO_DEFAULT_NO_RESULT,
  INFO_LIMITS,
  nextFieldKey,
  type InfoDegree,
  type InfoField,
  type InfoPermission,
  type InfoQueryInput,
  type InfoRankOption,
} from '../../../../shared/domain/members';
import type { InformationApi } from '../api';
import { INFO_API } from '../tokens';

const firstField = (): InfoField => ({ key: 'f1', name: '', type: 'text', condition: true, shown: true, required: true });

@injectable()
export class InfoEditorStore {
  id: number | null = null;
  loading = false;
  /** The lookup could not be read (another site's, removed). */
  loadError: string | null = null;
  title = '';
  fields: InfoField[] = [firstField()];
  degree: InfoDegree = 'exact';
  permission: InfoPermission = 'all';
  rankIds: number[] = [];
  noResult = INFO_DEFAULT_NO_RESULT;
  weight = 0;
  ifOpen: 0 | 1 = 1;
  ranks: InfoRankOption[] = [];
  recordCount = 0;
  saving = false;
  /** The rule book's or the server's refusal, shown above the save button. */
  problem: string | null = null;
  /** Whether 保存 was tried: problems show from then on. */
  tried = false;

  constructor(
    @inject(INFO_API) private readonly api: InformationApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    makeAutoObservable<InfoEditorStore, 'api' | 'notifier' | 'i18n'>(this, { api: false, notifier: false, i18n: false });
  }

  /** Opens a new lookup (id null) or an existing one, and the site's ranks. */
  async open(id: number | null): Promise<void> {
    this.reset();
    this.id = id;
    this.loading = true;
    try {
      const [detail, ranks] = await Promise.all([id ? this.api.detail(id) : Promise.resolve(null), this.api.ranks().catch(() => [] as InfoRankOption[])]);
      runInAction(() => {
        this.ranks = ranks;
        if (detail) {
          this.title = detail.title;
          this.fields = detail.fields.map((f) => ({ ...f }));
          this.degree = detail.degree;
          this.permission = detail.permission;
          this.rankIds = detail.rank_ids;
          this.noResult = detail.no_result;
          this.weight = detail.weight;
          this.ifOpen = detail.if_open;
          this.recordCount = detail.record_count;
        }
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private reset() {
    Object.assign(this, {
      id: null, loadError: null, title: '', fields: [firstField()], degree: 'exact', permission: 'all', rankIds: [], noResult: INFO_DEFAULT_NO_RESULT,
      weight: 0, ifOpen: 1, recordCount: 0, problem: null, tried: false, saving: false,
    });
  }

  get input(): InfoQueryInput {
    return {
      title: this.title.trim(), fields: this.fields.map((f) => ({ ...f, name: f.name.trim() })), degree: this.degree, permission: this.permission,
      rank_ids: this.permission === 'rank' ? this.rankIds : [], no_result: this.noResult.trim(), weight: this.weight, if_open: this.ifOpen,
    };
  }

  /** What the rule book says of the form now (null: it may be saved). */
  get ruleProblem(): string | null {
    return checkInfoQuery(this.input);
  }

  get canAddField(): boolean {
    return this.fields.length < INFO_LIMITS.fields;
  }

  setTitle(title: string) {
    this.title = title;
  }
  setDegree(degree: InfoDegree) {
    this.degree = degree;
  }
  setPermission(permission: InfoPermission) {
    this.permission = permission;
  }
  setRankIds(ids: number[]) {
    this.rankIds = ids;
  }
  setNoResult(text: string) {
    this.noResult = text;
  }
  setWeight(weight: number) {
    this.weight = weight;
  }
  setOpen(open: boolean) {
    this.ifOpen = open ? 1 : 0;
  }

  addField() {
    if (!this.canAddField) return;
    this.fields.push({ key: nextFieldKey(this.fields), name: '', type: 'text', condition: false, shown: true, required: false });
  }
  updateField(index: number, patch: Partial<InfoField>) {
    const field = this.fields[index];
    if (!field) return;
    Object.assign(field, patch);
    // A picture is never typed by a visitor.
    if (field.type === 'image') field.condition = false;
  }
  removeField(index: number) {
    if (this.fields.length > 1) this.fields.splice(index, 1);
  }
  /** Moves a field up (-1) or down (+1). */
  moveField(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= this.fields.length) return;
    const [field] = this.fields.splice(index, 1);
    this.fields.splice(to, 0, field);
  }

  /** Saves (adds or edits); answers the lookup's id, or null when refused. */
  async save(): Promise<number | null> {
    if (this.saving) return null;
    this.tried = true;
    this.problem = this.ruleProblem;
    if (this.problem) return null;
    this.saving = true;
    try {
      const id = this.id ? (await this.api.edit(this.id, this.input)).id : (await this.api.add(this.input)).id;
      runInAction(() => {
        this.id = id;
      });
      this.notifier.success(this.i18n.t('members.info.edit.saved'));
      return id;
    } catch (error) {
      runInAction(() => {
        this.problem = error instanceof Error ? error.message : String(error);
      });
      return null;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
