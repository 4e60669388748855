// The 新建任务 form: its values, checked by the shared rule (checkTaskForm) as the operator types —
// the server applies the same rule — and the categories of the chosen article type.
import { makeAutoObservable, runInAction } from 'mobx';
import { checkTaskForm, taskKeywords, type AiTaskForm, type TaskFormProblem } from '../../../../shared/domain/ai/tasks';
import type { Category } from '../../../../shared/domain/api/content';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import type { TaskApi } from '../api';

export const EMPTY_FORM: AiTaskForm = { name: '', keywords: '', perKeyword: 1, articleType: 1, categoryId: 0, length: 1000, style: 'professional', seo: true };

export class TaskFormStore {
  values: AiTaskForm = { ...EMPTY_FORM };
  /** Fields the operator has changed: a problem shows once its field was touched (or on submit). */
  touched = new Set<string>();
  submitted = false;
  saving = false;
  categories: Category[] = [];
  /** The server's refusal of the last save (its Chinese message). */
  serverError: string | null = null;

  constructor(private readonly api: TaskApi) {
    makeAutoObservable<TaskFormStore, 'api'>(this, { api: false });
  }

  /** Changing a task still 排队中 (else a new one). */
  get editing(): boolean {
    return this.values.id !== undefined;
  }

  get problem(): TaskFormProblem | null {
    return checkTaskForm(this.values);
  }

  /** The problem to show next to a field. */
  problemOf(field: keyof AiTaskForm): string | null {
    const p = this.problem;
    return p && p.field === field && (this.submitted || this.touched.has(field)) ? p.message : null;
  }

  get keywordCount(): number {
    return taskKeywords(this.values.keywords).length;
  }

  get articleCount(): number {
    return this.keywordCount * (this.values.perKeyword || 0);
  }

  get articlesOver(): boolean {
    return this.articleCount > AI_LIMITS.articlesMax;
  }

  set<K extends keyof AiTaskForm>(field: K, value: AiTaskForm[K]): void {
    this.values = { ...this.values, [field]: value };
    this.touched.add(field);
    this.serverError = null;
    if (field === 'articleType') {
      this.values.categoryId = 0;
      void this.loadCategories();
    }
  }

  /** Starts from a task's form (编辑 a task still 排队中) or empty. */
  open(form?: AiTaskForm & { id?: number }): void {
    this.values = form ? { ...form } : { ...EMPTY_FORM };
    this.touched = new Set();
    this.submitted = false;
    this.serverError = null;
    void this.loadCategories();
  }

  async loadCategories(): Promise<void> {
    const type = this.values.articleType;
    try {
      const rows = await this.api.categories(type);
      runInAction(() => {
        if (this.values.articleType === type) this.categories = rows;
      });
    } catch {
      runInAction(() => {
        this.categories = [];
      });
    }
  }

  /** Saves when the rule passes; answers the task's id, or null (the problem is shown). */
  async save(): Promise<number | null> {
    this.submitted = true;
    if (this.problem || this.saving) return null;
    this.saving = true;
    try {
      const { id } = await this.api.save({ ...this.values, name: this.values.name.trim() });
      return id;
    } catch (err) {
      runInAction(() => {
        this.serverError = err instanceof Error ? err.message : String(err);
      });
      return null;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
