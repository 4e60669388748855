// The SEO plugin's calls.
import type { HttpService } from '../../kernel';
import { API, type RobotsState, type SitemapConfig, type SitemapState, type TaskStarted } from '../../shared/domain';

export class SeoApi {
  constructor(private readonly http: HttpService) {}

  sitemap() {
    return this.http.call<SitemapState>(API.sitemapGet);
  }
  saveSitemap(config: SitemapConfig) {
    return this.http.call<SitemapState>(API.sitemapSave, { body: { ...config } });
  }
  /** Starts the generation (a background task) and answers its id. */
  generateSitemap() {
    return this.http.call<TaskStarted>(API.sitemapGenerate, { body: {} });
  }
  robots() {
    return this.http.call<RobotsState>(API.robotsGet);
  }
  saveRobots(content: string) {
    return this.http.call<{ content: string }>(API.robotsSave, { body: { content } });
  }
}
