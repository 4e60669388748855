// ScoreStore: 检测报告 — the site's score and report (status), the evaluation started here and
// followed until it ends (found again after a reload: the status names the run under way), 关闭检测
// after a confirmation, each check's affected records (paged, per check, of the run shown) and the
// history of past runs.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { TOKENS, type HttpService, type I18nService, type Notifier, type TaskService } from '../../../kernel';
import type { TaskView } from '../../../shared/domain';
import type { ScoreCheckId, ScoreRecordRow, ScoreRun, ScoreStatus } from '../../../shared/domain/seo/score';
import { ListState } from '../../../shared/ui/list/ListState';
import { ScoreApi } from '../api/score';

@injectable()
export class ScoreStore {
  status: ScoreStatus | null = null;
  loading = false;
  error: string | null = null;
  starting = false;
  closing = false;
  /** The evaluation this page follows (started here, or found running). */
  taskId: number | null = null;
  readonly history: ListState<ScoreRun>;
  /** Each check's records in the run shown, created when the check is first opened. */
  private readonly records = observable.map<ScoreCheckId, ListState<ScoreRecordRow>>();
  private readonly api: ScoreApi;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.api = new ScoreApi(http);
    this.history = new ListState<ScoreRun>(({ page, rows }) => this.api.history({ page, rows }));
    makeAutoObservable<ScoreStore, 'api' | 'tasks' | 'notifier' | 'i18n' | 'records'>(this, { api: false, tasks: false, notifier: false, i18n: false, history: false, records: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`seo.score.${key}`, params);
  }

  get latest(): ScoreRun | null {
    return this.status?.latest ?? null;
  }

  async load(): Promise<void> {
    this.loading = true;
    try {
      const status = await this.api.status();
      runInAction(() => {
        this.setStatus(status);
        this.error = null;
      });
    } catch (error) {
      runInAction(() => {
        this.error = error instanceof Error ? error.message : String(error);
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  private setStatus(status: ScoreStatus): void {
    // Another run is shown now: the records opened for the last one are of no use.
    if (status.latest?.id !== this.status?.latest?.id) this.records.clear();
    this.status = status;
    if (status.taskId !== null) this.taskId = status.taskId;
  }

  /** The records of a check in the run shown (paged on the server). */
  recordsOf(check: ScoreCheckId): ListState<ScoreRecordRow> {
    let list = this.records.get(check);
    if (!list) {
      const runId = this.latest?.id ?? 0;
      list = new ListState<ScoreRecordRow>(({ page, rows }) => this.api.records({ check, run_id: runId, page, rows }));
      this.records.set(check, list);
      void list.load();
    }
    return list;
  }

  /** 开始检测 / 重新检测: scoring on and a run started (or the one under way), followed here. */
  async evaluate(): Promise<void> {
    if (this.starting || this.taskId !== null) return;
    this.starting = true;
    try {
      const { taskId } = await this.api.evaluate();
      runInAction(() => {
        this.taskId = taskId;
        if (this.status) this.status = { ...this.status, enabled: true, taskId };
      });
      await this.tasks.follow(taskId);
    } catch {
      // The notifier showed the refusal.
    } finally {
      runInAction(() => {
        this.starting = false;
      });
    }
  }

  /** The run ended while the page showed it: the new report and history, or why not. */
  async evaluationFinished(task: TaskView): Promise<void> {
    if (task.id !== this.taskId) return;
    runInAction(() => {
      this.taskId = null;
    });
    if (task.state === 'failed' && task.error) this.notifier.error(task.error);
    await Promise.all([this.load(), this.history.load()]);
    if (task.state === 'succeeded' && this.latest) {
      this.notifier.success(this.t('finished', { score: this.latest.score, level: this.t(`levels.${this.latest.level}`) }));
    }
  }

  /** 关闭检测, after a confirmation: scoring off, the report kept (a run under way stops). */
  async close(): Promise<boolean> {
    if (this.closing) return false;
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t('closeConfirm') }))) return false;
    this.closing = true;
    try {
      const status = await this.api.close();
      runInAction(() => {
        this.setStatus(status);
        this.taskId = status.taskId;
      });
      this.notifier.success(this.t('closed'));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.closing = false;
      });
    }
  }
}
