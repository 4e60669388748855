// SeoStore: the sitemap state and the robots.txt text of the active site, with the shared
// robots.txt rule applied as the operator types.
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { TOKENS, type HttpService } from '../../../kernel';
import { checkRobotsTxt, DEFAULT_ROBOTS_TXT, type RobotsProblem, type SitemapConfig, type SitemapState } from '../../../shared/domain';
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
  robots = '';
  savedRobots = '';
  robotsLoad = new LoadState();
  private readonly api: SeoApi;

  constructor(@inject(TOKENS.http) http: HttpService) {
    this.api = new SeoApi(http);
    makeAutoObservable<SeoStore, 'api'>(this, { api: false });
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

  async generate(): Promise<boolean> {
    this.generating = true;
    try {
      const state = await this.api.generateSitemap();
      runInAction(() => {
        this.sitemap = state;
      });
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => {
        this.generating = false;
      });
    }
  }

  async loadRobots(): Promise<void> {
    this.robotsLoad = { loading: true, error: null };
    try {
      const { content } = await this.api.robots();
      runInAction(() => {
        this.robots = content;
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
