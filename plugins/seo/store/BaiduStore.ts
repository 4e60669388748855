// 百度收录 in the console: the settings (the 准入密钥 shown masked and replaced through 修改, checked
// with the shared rule before it is sent; 自动推送; the push domain), the addresses with their states
// (filters, paging, selection), 推送所选 with Baidu's answer on the page, 推送全部未推送 and 查询收录
// followed as tasks (found again after a reload), and the push log.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type HttpService, type I18nService, type Notifier, type TaskService } from '../../../kernel';
import type { TaskView } from '../../../shared/domain';
import {
  baiduTokenProblem,
  type BaiduLogRow, type BaiduPushAllResult, type BaiduPushResult, type BaiduRecordKind, type BaiduRef, type BaiduSettings, type BaiduUrlRow,
  type IndexCheckResult, type IndexState, type PushState,
} from '../../../shared/domain/seo/baidu';
import { ListState } from '../../../shared/ui/list/ListState';
import { BaiduApi } from '../api/baidu';

export interface BaiduUrlFilters {
  kind?: BaiduRecordKind;
  push?: PushState;
  index?: IndexState;
}

/** What the page says after a push or a task: a kind of outcome and its numbers. */
export type BaiduOutcome =
  | { kind: 'push'; result: BaiduPushResult }
  | { kind: 'pushAll'; result: BaiduPushAllResult }
  | { kind: 'indexCheck'; result: IndexCheckResult };

/** kind:id → the record it names. */
function refOf(key: string): BaiduRef {
  const [kind, id] = key.split(':');
  return { kind: kind as BaiduRecordKind, id: Number(id) };
}

@injectable()
export class BaiduStore {
  readonly urls: ListState<BaiduUrlRow, BaiduUrlFilters>;
  readonly log: ListState<BaiduLogRow>;
  settings: BaiduSettings | null = null;
  settingsError: string | null = null;
  /** Keys (kind:id) of the selected rows. */
  selected: string[] = [];
  busy = false;
  savingSettings = false;
  outcome: BaiduOutcome | null = null;
  /** The tasks this page follows. */
  pushTaskId: number | null = null;
  checkTaskId: number | null = null;
  private readonly api: BaiduApi;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.api = new BaiduApi(http);
    this.urls = new ListState<BaiduUrlRow, BaiduUrlFilters>((query) => this.api.urls(query));
    this.log = new ListState<BaiduLogRow>(({ page, rows }) => this.api.log({ page, rows }));
    makeAutoObservable<BaiduStore, 'api' | 'tasks' | 'notifier' | 'i18n'>(this, { api: false, tasks: false, notifier: false, i18n: false, urls: false, log: false });
  }

  private t(key: string, params?: Record<string, string | number>): string {
    return this.i18n.t(`seo.baidu.${key}`, params);
  }

  /** Pushing can work: the service is configured, a key is stored, a domain is bound. */
  get canPush(): boolean {
    const s = this.settings;
    return !!s && s.push.configured && s.token !== '' && s.domain !== '';
  }

  get canCheck(): boolean {
    const s = this.settings;
    return !!s && s.indexCheck.configured && s.domain !== '';
  }

  async loadSettings(): Promise<void> {
    try {
      const settings = await this.api.settings();
      runInAction(() => {
        this.settings = settings;
        this.settingsError = null;
        // A task started before a reload is followed again.
        if (settings.pushTaskId !== null) this.pushTaskId = settings.pushTaskId;
        if (settings.checkTaskId !== null) this.checkTaskId = settings.checkTaskId;
      });
    } catch (error) {
      runInAction(() => {
        this.settingsError = error instanceof Error ? error.message : String(error);
      });
    }
  }

  /** Everything the page shows, again. */
  async reload(): Promise<void> {
    await Promise.all([this.loadSettings(), this.urls.load(), this.log.load()]);
  }

  select(keys: string[]) {
    this.selected = keys;
  }

  private async save(patch: { token?: string; autoPush?: boolean; domain?: string }): Promise<boolean> {
    const current = this.settings;
    if (!current) return false;
    this.savingSettings = true;
    try {
      const settings = await this.api.saveSettings({ autoPush: current.autoPush, ...patch });
      runInAction(() => {
        this.settings = settings;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.savingSettings = false;
      });
    }
  }

  /** A new key: checked with the shared rule first (nothing is sent when it fails); the message is for the field. */
  async saveToken(raw: string): Promise<{ ok: true } | { ok: false; message: string }> {
    const problem = baiduTokenProblem(raw);
    if (problem) return { ok: false, message: this.t(`rules.${problem}`) };
    try {
      this.savingSettings = true;
      const settings = await this.api.saveSettings({ token: raw.trim(), autoPush: this.settings?.autoPush ?? true });
      runInAction(() => {
        this.settings = settings;
      });
      this.notifier.success(this.t('tokenSaved'));
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    } finally {
      runInAction(() => {
        this.savingSettings = false;
      });
    }
  }

  /** Removes the stored key after a confirmation (自动推送 then does nothing). */
  async clearToken(): Promise<boolean> {
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t('clearTokenConfirm'), danger: true }))) return false;
    const ok = await this.save({ token: '' });
    if (ok) this.notifier.success(this.t('tokenCleared'));
    return ok;
  }

  async setAutoPush(on: boolean): Promise<void> {
    if (await this.save({ autoPush: on })) this.notifier.success(this.t(on ? 'autoOn' : 'autoOff'));
  }

  async setDomain(domain: string): Promise<void> {
    if (await this.save({ domain })) await this.urls.load();
  }

  /** 推送所选: Baidu's answer shown on the page; the list and the log read again. */
  async pushSelected(): Promise<boolean> {
    const refs = this.selected.map(refOf);
    if (refs.length === 0 || this.busy) return false;
    this.busy = true;
    try {
      const result = await this.api.push(refs);
      runInAction(() => {
        this.outcome = { kind: 'push', result };
        this.selected = [];
      });
      await Promise.all([this.urls.load(), this.log.load()]);
      return true;
    } catch {
      // The notifier showed the refusal (未配置, 准入密钥无效, Baidu's failure); a failure is in the log.
      await this.log.load();
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** 推送全部未推送: after a confirmation, a task followed on the page. */
  async pushAll(): Promise<boolean> {
    if (this.busy) return false;
    if (!(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t('pushAllConfirm') }))) return false;
    return this.followTask(() => this.api.pushAll(), (taskId) => (this.pushTaskId = taskId));
  }

  /** 查询收录 of the selected rows, or (confirmed) of every address. */
  async checkIndex(): Promise<boolean> {
    if (this.busy) return false;
    const refs = this.selected.map(refOf);
    if (refs.length === 0 && !(await this.notifier.confirm({ title: this.i18n.t('kernel.common.tip'), content: this.t('checkAllConfirm') }))) return false;
    return this.followTask(() => this.api.indexCheck(refs), (taskId) => (this.checkTaskId = taskId));
  }

  /** Starts a task (busy meanwhile), remembers its id for taskFinished and follows it on the page. */
  private async followTask(start: () => Promise<{ taskId: number }>, remember: (taskId: number) => void): Promise<boolean> {
    this.busy = true;
    try {
      const { taskId } = await start();
      runInAction(() => {
        remember(taskId);
        this.outcome = null;
      });
      await this.tasks.follow(taskId);
      return true;
    } catch {
      // The notifier showed the refusal.
      return false;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  /** A followed task ended while the page showed it: its result, then the page's numbers again. */
  async taskFinished(task: TaskView): Promise<void> {
    const which = task.id === this.pushTaskId ? 'pushAll' : task.id === this.checkTaskId ? 'indexCheck' : null;
    if (!which) return;
    if (task.state === 'failed' && task.error) this.notifier.error(task.error);
    runInAction(() => {
      if (which === 'pushAll') this.pushTaskId = null;
      else this.checkTaskId = null;
      if (task.state === 'succeeded' && task.result) {
        this.outcome = which === 'pushAll'
          ? { kind: 'pushAll', result: task.result as unknown as BaiduPushAllResult }
          : { kind: 'indexCheck', result: task.result as unknown as IndexCheckResult };
      }
    });
    await Promise.all([this.urls.load(), this.log.load()]);
  }
}
