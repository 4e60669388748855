// What a server module is: one feature's tables, migrations, routes, seed and task kinds, declared
// in its index.ts. The app is composed from the installed list (server/modules/installed.ts); the
// route table, migration list, task kinds, linkable kinds and table order are computed from it
// (compose.ts).
import type { FastifyRequest } from 'fastify';
import type { Kysely, Migration, Transaction } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database, TableName } from '../db/database';
import type { AnyRoute } from '../http/routeDef';
import type { RootRoute } from '../http/rootRoutes';
import type { ContentHooks } from '../content/hooks';
import type { ImageOverlay } from '../services/imagePrepare';
import type { LinkableKind } from '../links/linkableKinds';
import type { ScryptParams } from '../services/passwords';
import type { TaskKind } from '../tasks/kind';
import type { EventListeners } from '../events/coreEvents';
import type { ModuleBackup } from '../backup/scopes';
import type { S3Config } from '../services/s3Config';

/** What a module's seed functions get. */
export interface SeedContext {
  dialect: DialectName;
  now: number;
  /** DATA_DIR, for seeds that write files (the image library). */
  dataDir: string;
  /** The password hashing cost (demo accounts). */
  hashing: ScryptParams;
}

export interface ModuleSeed {
  /** Rows for a fresh database, inside the one seeding transaction, in installed order. */
  insert?(trx: Transaction<Database>, ctx: SeedContext): Promise<void>;
  /** On a fresh database, after the rows are committed (files under DATA_DIR). */
  afterInsert?(db: Kysely<Database>, ctx: SeedContext): Promise<unknown>;
  /**
   * Migration name → what to seed when that migration of this module is applied to a database
   * seeded before it (the module arrived after the database was created).
   */
  upgrade?: Readonly<Record<string, (db: Kysely<Database>, ctx: SeedContext) => Promise<unknown>>>;
}

/** What a module's image overlay is asked with: the site whose library a picture is filed in. */
export interface ImageOverlayContext {
  db: Kysely<Database>;
  dataDir: string;
  siteId: number;
}

/** What a module's index status is asked with. */
export interface IndexStatusContext {
  db: Kysely<Database>;
}

export interface MemberAccessContext {
  db: Kysely<Database>;
  now: number;
}

/** What members-only content needs to know of a signed-in member (ServerModule.memberAccess). */
export interface MemberAccess {
  rankLevel: number;
  /** The member's rank allows members-only downloads (允许下载). */
  allowDownload: boolean;
}

/** What a module's site caches and apps are asked with. */
export interface SiteContext {
  db: Kysely<Database>;
  dataDir: string;
  now: number;
}

/**
 * A per-site cache a module keeps (rendered widgets, QR images, the sitemap …), listed and cleared
 * on 清除缓存 (issue 14 §8) without the settings module reading the owner's tables or files.
 */
export interface SiteCache {
  /** Unique among installed modules, e.g. 'settings.qr'. */
  id: string;
  /** What the operator sees, in Chinese (网站二维码图片). */
  label: string;
  /** Entries and bytes the site has in it now. */
  stat(ctx: SiteContext, siteId: number): Promise<{ entries: number; bytes: number }>;
  /** Empties the site's part of it; what is needed again is rebuilt on use. */
  clear(ctx: SiteContext, siteId: number): Promise<void>;
}

/**
 * An app of the application centre (issue 14 §10; its name, price and page are in the catalogue,
 * shared/domain/apps): its state for a site and its switch. A disabled app is never served.
 */
export interface AppProvider {
  /** The catalogue key. */
  key: string;
  enabled(ctx: SiteContext, siteId: number): Promise<boolean>;
  setEnabled(ctx: SiteContext, siteId: number, on: boolean): Promise<void>;
}

/** What a module's daily cleanup gets. */
export interface CleanupContext {
  db: Kysely<Database>;
  /** DATA_DIR, for modules that keep files. */
  dataDir: string;
  now: number;
  log: { error(obj: unknown, msg: string): void };
  /** The object store (S3_*), for modules that keep files there (direct uploads); absent or null: none. */
  s3?: S3Config | null;
}

export interface ServerModule {
  /** Unique among installed modules; shown in start-up errors. */
  id: string;
  /** Modules whose tables this one reads (each must be installed before it). */
  dependsOn?: readonly string[];
  /**
   * The tables this module owns, parents before children. Their row types are merged into core's
   * Database in the module's tables.ts; their ids advance past seeded rows on PostgreSQL.
   */
  tables: readonly TableName[];
  /** Migration name → migration. Names are global and recorded in the database: never rename one. */
  migrations?: Readonly<Record<string, Migration>>;
  routes?: readonly AnyRoute[];
  /** Public GET routes at the root of a site's address, outside /api (robots.txt, sitemap.xml). */
  rootRoutes?: readonly RootRoute[];
  tasks?: readonly TaskKind[];
  /** What recommended keywords may link to, of this module's records (core/links/linkableKinds.ts). */
  linkables?: readonly LinkableKind[];
  /**
   * The module's part of the daily cleanup (core's Maintenance): leftovers of its own, such as
   * uploaded files no record ever used. Answers how many it removed; idempotent, in short batches.
   */
  cleanup?(ctx: CleanupContext): Promise<number>;
  /** Its part in other modules' article and product writes (core/content/hooks.ts). */
  contentHooks?: ContentHooks;
  /**
   * What every picture filed in a site's image library gets drawn over it, whoever files it (the
   * images module's watermark; a captured product's pictures too). One module at most declares it.
   */
  imageOverlay?(ctx: ImageOverlayContext): Promise<ImageOverlay | undefined>;
  /**
   * 收录: whether a search engine has indexed each of a site's paths, as far as this module's index
   * checks know (the seo module's Baidu inclusion); a path it knows nothing of is left out. Another
   * module (the spider's top pages) shows it without reading this module's tables. One module at most.
   */
  indexStatus?(ctx: IndexStatusContext, siteId: number, paths: readonly string[]): Promise<ReadonlyMap<string, boolean>>;
  /**
   * The site's member a visitor's request is signed in as (the members module's own cookie), as far
   * as members-only content needs to know: its rank level and whether the rank may download. The
   * content module's public download asks it without reading the members module. One module at most.
   */
  memberAccess?(ctx: MemberAccessContext, request: FastifyRequest, siteId: number): Promise<MemberAccess | null>;
  /** Per-site caches the module keeps, for 清除缓存 (issue 14). */
  siteCaches?: readonly SiteCache[];
  /** Apps the module provides to the application centre (issue 14). */
  apps?: readonly AppProvider[];
  /** What the module does on core events other modules emit (core/events/coreEvents.ts). */
  on?: EventListeners;
  /**
   * How its tables belong to a site for 网站备份 (core/backup/scopes.ts): a table with a site_id
   * column is the site's by it; any other table must be declared (a parent's child, or 'skip').
   */
  backup?: ModuleBackup;
  seed?: ModuleSeed;
}

/** Declares a module (identity at run time; the type checks the declaration). */
export function defineServerModule<M extends ServerModule>(module: M): M {
  return module;
}
