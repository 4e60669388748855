// Content hooks: how a module takes part in other modules' article and product writes without
// importing them (issue 12). The content and product modules call the runner; a module such as
// seo declares `contentHooks` — anchor text rewrites a body before it is stored, the sitemap and
// the search-engine push follow what went live. The writers know nothing of who listens.
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { AppDeps } from '../http/routeDef';

export type ContentKind = 'article' | 'product';

export interface BodyRewriteInput {
  db: Kysely<Database>;
  siteId: number;
  kind: ContentKind;
  /** null for a record not saved yet. */
  id: number | null;
  /** The body as it will be stored: already sanitised, so what a hook adds must be safe as it is. */
  html: string;
}

export type ContentChangeKind = 'saved' | 'published' | 'unpublished' | 'removed' | 'restored';

export interface ContentChange {
  siteId: number;
  kind: ContentKind;
  ids: readonly number[];
  change: ContentChangeKind;
  at: number;
}

export interface ContentHooks {
  /** Rewrites a record's body before it is stored (after sanitising, before the save's transaction). */
  rewriteBody?(input: BodyRewriteInput): Promise<string>;
  /** After a change is committed. Runs in the background: its failure is logged, never fails the save. */
  afterChange?(change: ContentChange, deps: AppDeps): Promise<void>;
}

export interface ModuleContentHooks {
  module: string;
  hooks: ContentHooks;
}

/** Runs the installed modules' hooks in installed order. */
export class ContentHookRunner {
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly installed: readonly ModuleContentHooks[],
    private readonly deps: () => AppDeps,
    private readonly log: (entry: Record<string, unknown>, msg: string) => void,
  ) {}

  /** The body after every module's rewrite, each seeing the previous one's result. */
  async rewriteBody(input: BodyRewriteInput): Promise<string> {
    let html = input.html;
    for (const { hooks } of this.installed) {
      if (hooks.rewriteBody) html = await hooks.rewriteBody({ ...input, html });
    }
    return html;
  }

  /** Tells the listeners about a committed change; nothing when no record changed. Does not wait for them. */
  changed(change: ContentChange): void {
    if (change.ids.length === 0) return;
    for (const { module, hooks } of this.installed) {
      if (!hooks.afterChange) continue;
      const run = Promise.resolve()
        .then(() => hooks.afterChange!(change, this.deps()))
        .catch((err: unknown) => this.log({ err, module, change: change.change, kind: change.kind }, '内容变更后的处理失败'));
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }
  }

  /** Resolves when every listener started so far has finished (tests; the server's shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
