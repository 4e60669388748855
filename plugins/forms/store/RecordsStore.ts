// Data-form records (§2 /zhEnquiry/messageManagement4): the chosen data form, filters built from
// its condition items, the records list with the columns the server answers, one record (for its
// detail page), and export.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type I18nService, type Notifier } from '../../../kernel';
import type { DataFormRecord, DataFormSummary, MessageColumn, MessageDetail, MessageRow } from '../../../shared/domain';
import type { DataFormItem } from '../../../shared/domain/forms';
import type { FormsApi } from '../api';
import { FORMS_API } from '../tokens';
import { ListState } from '../../../shared/ui/list/ListState';
import { reportRefusal, saveDownload, type SaveFile } from './InboxStore';

/** Condition items the records page can filter on: text inputs and single choices. */
export function conditionItemsOf(form: Pick<DataFormRecord, 'fields'> | null): DataFormItem[] {
  if (!form || !Array.isArray(form.fields)) return [];
  return form.fields.filter((item) => item.isCondition && (item.type === 'input' || item.type === 'radio') && item.name);
}

/** The conditions as the server expects them: JSON of name → value, non-empty values only. */
export function conditionsParam(conditions: Record<string, string>): string | undefined {
  const chosen = Object.entries(conditions)
    .map(([name, value]) => [name, (value ?? '').trim()] as const)
    .filter(([, value]) => value !== '');
  return chosen.length === 0 ? undefined : JSON.stringify(Object.fromEntries(chosen));
}

interface RecordFilters {
  conditions?: string;
}

@injectable()
export class RecordsStore {
  forms: DataFormSummary[] = [];
  formsLoading = false;
  formsError: string | null = null;
  formId: number | null = null;
  /** The chosen form's definition (its condition items). */
  form: DataFormRecord | null = null;
  /** Condition values being typed, applied by 筛选. */
  draft: Record<string, string> = {};
  /** The columns the records call answered. */
  columns: MessageColumn[] = [];
  readonly list: ListState<MessageRow, RecordFilters>;
  exporting = false;

  constructor(
    @inject(FORMS_API) private readonly api: FormsApi,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.list = new ListState<MessageRow, RecordFilters>((query) => this.fetch(query));
    makeAutoObservable<RecordsStore, 'api' | 'notifier' | 'i18n' | 'fetch'>(this, { api: false, notifier: false, i18n: false, fetch: false, list: false });
  }

  private async fetch(query: { page: number; rows: number } & Partial<RecordFilters>) {
    const formId = this.formId;
    if (formId === null) return { rows: [], total: 0 };
    const data = await this.api.records({ formId, page: query.page, rows: query.rows, conditions: query.conditions });
    runInAction(() => {
      if (this.formId === formId) this.columns = Array.isArray(data.columns) ? data.columns : [];
    });
    return data;
  }

  get conditionItems(): DataFormItem[] {
    return conditionItemsOf(this.form);
  }

  get formTitle(): string {
    return this.forms.find((f) => f.id === this.formId)?.title ?? this.form?.title ?? '';
  }

  /** Loads the data forms and opens the wanted one (from ?formId=) or the first. */
  async open(wanted?: number): Promise<void> {
    this.formsLoading = true;
    this.formsError = null;
    try {
      const data = await this.api.dataForms({ page: 1, rows: 100 });
      const forms = data.rows ?? [];
      runInAction(() => {
        this.forms = forms;
        this.formsLoading = false;
      });
      const pick = forms.find((f) => f.id === wanted) ?? forms.find((f) => f.id === this.formId) ?? forms[0];
      // Back from a record: the same form keeps its conditions and page.
      if (pick && pick.id === this.formId && this.form !== null) await this.list.load();
      else if (pick) await this.selectForm(pick.id);
      else
        runInAction(() => {
          this.formId = null;
          this.form = null;
        });
    } catch (error) {
      runInAction(() => {
        this.formsLoading = false;
        this.formsError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  /** Switches form: its condition items, cleared conditions, page 1. */
  async selectForm(id: number): Promise<void> {
    this.formId = id;
    this.form = null;
    this.draft = {};
    this.columns = [];
    this.list.page = 1;
    this.list.filters = {};
    await Promise.all([this.loadForm(id), this.list.load()]);
  }

  private async loadForm(id: number): Promise<void> {
    try {
      const form = await this.api.dataForm(id);
      runInAction(() => {
        if (this.formId === id) this.form = form;
      });
    } catch {
      // Without the definition there are no condition filters; the records still show.
    }
  }

  setCondition(name: string, value: string | undefined) {
    this.draft = { ...this.draft, [name]: value ?? '' };
  }

  /** 筛选: applies the non-empty conditions from page 1. */
  applyConditions() {
    this.list.setFilters({ conditions: conditionsParam(this.draft) });
  }

  /** 重置: clears the conditions and lists everything again. */
  resetConditions() {
    this.draft = {};
    this.list.setFilters({});
  }

  setPage(page: number, rows?: number) {
    this.list.setPage(page, rows);
  }

  /** One record, for its detail page. */
  readRecord(id: number): Promise<MessageDetail> {
    return this.api.record(id);
  }

  /** Exports the chosen form's records under the applied conditions; answers the file name. */
  async exportFile(save: SaveFile = saveDownload): Promise<string | null> {
    if (this.formId === null || this.exporting) return null;
    this.exporting = true;
    try {
      const { blob, fileName } = await this.api.exportRecords({ formId: this.formId, conditions: this.list.filters.conditions });
      const name = fileName || this.i18n.t('forms.records.exportFile');
      save(blob, name);
      this.notifier.success(this.i18n.t('forms.records.exported', { name }));
      return name;
    } catch (error) {
      reportRefusal(this.notifier, error);
      return null;
    } finally {
      runInAction(() => {
        this.exporting = false;
      });
    }
  }
}
