// SeoStore: the sitemap state and the robots.txt text of the active site, with the shared
// robots.txt rule applied as the operator types.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type HttpService, type I18nService, type Notifier, type TaskService } from '../../../kernel';
import { checkRobotsTxt, DEFAULT_ROBOTS_TXT, type RobotsProblem, type SitemapConfig, type SitemapState, type TaskView } from '../../../shared/domain';
import { SeoApi } from '../api';

export class LoadState {
  loading = false;
  error: string | null = null;
}

@injectable()
export class SeoStore {
  sitemap: SitemapState | null = null;
  sitemapLoad = new LoadState();
  saving = false;
  generating = false;
  /** The generation task this page started (its progress shows on the page until another starts). */
  generateTaskId: number | null = null;
  private generateHandled = false;
  robots = '';
  savedRobots = '';
  /** Where each bound domain serves robots.txt. */
  robotsAddresses: string[] = [];
  robotsLoad = new LoadState();
  private readonly api: SeoApi;

  constructor(
    @inject(TOKENS.http) http: HttpService,
    @inject(TOKENS.tasks) private readonly tasks: TaskService,
    @inject(TOKENS.notifier) private readonly notifier: Notifier,
    @inject(TOKENS.i18n) private readonly i18n: I18nService,
  ) {
    this.api = new SeoApi(http);
    makeAutoObservable<SeoStore, 'api' | 'tasks' | 'notifier' | 'i18n' | 'generateHandled'>(this, { api: false, tasks: false, notifier: false, i18n: false, generateHandled: false });
  }

  get robotsProblems(): RobotsProblem[] {
    return checkRobotsTxt(this.robots);
  }

  get robotsDirty(): boolean {
    return this.robots !== this.savedRobots;
  }

  async loadSitemap(): Promise<void> {
    this.sitemapLoad = { loading: true, error: null };
    try {
      const state = await this.api.sitemap();
      runInAction(() => {
        this.sitemap = state;
        this.sitemapLoad = { loading: false, error: null };
      });
    } catch (error) {
      runInAction(() => {
        this.sitemapLoad = { loading: false, error: (error as Error).message };
      });
    }
  }

  async saveSitemap(config: SitemapConfig): Promise<boolean> {
    this.saving = true;
    try {
      const state = await this.api.saveSitemap(config);
      runInAction(() => {
        this.sitemap = state;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /**
   * Starts the generation as a background task (a large site takes a while): the page and the
   * header's task list follow it; generateFinished reads the new state when it ends.
   */
  async generate(): Promise<boolean> {
    if (this.generating) return false;
    this.generating = true;
    this.generateHandled = false;
    try {
      const { taskId } = await this.api.generateSitemap();
      runInAction(() => {
        this.generateTaskId = taskId;
      });
      await this.tasks.follow(taskId);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.generating = false;
      });
    }
  }

  /** The generation ended while its page showed it: the new addresses, or why not (once). */
  async generateFinished(task: TaskView): Promise<void> {
    if (task.id !== this.generateTaskId || this.generateHandled) return;
    this.generateHandled = true;
    if (task.state === 'failed' && task.error) this.notifier.error(task.error);
    if (task.state !== 'succeeded') return;
    await this.loadSitemap();
    this.notifier.success(this.i18n.t('seo.sitemap.generated', { count: this.sitemap?.urlCount ?? 0 }));
  }

  async loadRobots(): Promise<void> {
    this.robotsLoad = { loading: true, error: null };
    try {
      const { content, addresses } = await this.api.robots();
      runInAction(() => {
        this.robots = content;
        this.robotsAddresses = addresses ?? [];
        this.savedRobots = content;
        this.robotsLoad = { loading: false, error: null };
      });
    } catch (error) {
      runInAction(() => {
        this.robotsLoad = { loading: false, error: (error as Error).message };
      });
    }
  }

  setRobots(text: string): void {
    this.robots = text;
  }

  resetRobotsToDefault(): void {
    this.robots = DEFAULT_ROBOTS_TXT;
  }

  async saveRobots(): Promise<boolean> {
    if (this.robotsProblems.length > 0) return false;
    this.saving = true;
    try {
      const { content } = await this.api.saveRobots(this.robots);
      runInAction(() => {
        this.savedRobots = content;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }
}
