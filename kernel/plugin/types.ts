// The plugin contract (DESIGN §3): a plugin is plain data plus lazy loaders. One route descriptor
// drives the router, the menu and the breadcrumb.
import type { ComponentType } from 'react';
import type { ContainerModule } from 'inversify';
import type { SiteType } from '../../shared/domain';
import type { BundleSource, Locale, Messages } from '../services/i18n/types';
import type { HttpService } from '../services/http/types';
import type { Token } from '../di/token';

/**
 * What a page's first render will ask the server for, started before it renders: called once the
 * kernel knows the page is coming (at start with a session, right after signing in) and its
 * plugin's services are loaded. `get` resolves services, as useService does in the page.
 */
export type PagePrefetch = (get: <T>(token: Token<T>) => T) => void;

/** A lazy page module: the component, and optionally its prefetch. */
export type PageLoader = () => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>;

export interface RouteDescriptor {
  /** Absolute for top-level routes ("/zhHome"), relative for children ("index"). */
  path: string;
  /**
   * Top-level routes only: the full path of another plugin's group ("/applicationCenter") this
   * route joins as a child; its path is then relative. Left out while that group is not installed.
   */
  parent?: string;
  name?: string;
  /** i18n key of the menu/breadcrumb title, e.g. "home.menu.index". */
  title?: string;
  /** Icon name from the shell's icon set (see kernel/shell/icons.tsx). */
  icon?: string;
  /** §6 permission key the user must hold. Either this or `public: true` is required. */
  permission?: string;
  /** Reachable without any permission key (still behind the session). */
  public?: boolean;
  /** Routable but never shown in the menu. */
  hidden?: boolean;
  /** false hides the breadcrumb on this page. */
  breadcrumb?: boolean;
  /** Menu entry to highlight while this page is open. */
  activeMenu?: string;
  /** Shown only on the product's own hosts (the site-editing item, §2). */
  productHostOnly?: boolean;
  /** A path, or 'noredirect' (redirect to the first visible child the user may open). */
  redirect?: string;
  order?: number;
  /** Site types this route belongs to; defaults to the plugin's. */
  siteTypes?: SiteType[];
  page?: PageLoader;
  children?: RouteDescriptor[];
}

export interface DialogProps<R = unknown> {
  /** Close the dialog, optionally with a result for whoever opened it. */
  close(result?: R): void;
  [prop: string]: unknown;
}

export interface DialogContribution {
  id: string;
  /** Set by the plugin host: the plugin to activate before the dialog renders. */
  pluginId?: string;
  load: () => Promise<{ default: ComponentType<DialogProps<any>> }>;
}

/**
 * A page for visitors, outside the console: no session, no layout, no permission (e.g. the public
 * form page). Keep it light: it is what a site's visitors load.
 */
export interface PublicPageDescriptor {
  /** Absolute path, may have parameters: "/form/:id". */
  path: string;
  page: PageLoader;
}

/**
 * An action in the command palette (Ctrl+K / ⌘K), such as 新建文章: a console path to open. It is
 * listed only where the menu would list a route with the same permission and site types.
 */
export interface CommandContribution {
  id: string;
  /** i18n key from the manifest's eager `i18n` strings (the palette opens before the plugin loads). */
  title: string;
  path: string;
  permission: string;
  siteTypes?: SiteType[];
  /** More words it answers to (English, pinyin), space-separated. */
  keywords?: string;
}

/** One record the palette can jump to. */
export interface RecordHit {
  title: string;
  path: string;
  /** i18n key of what it is (content.menu.news), from the manifest's eager strings. */
  kind?: string;
}

export interface RecordSearchContext {
  http: HttpService;
  /** The active site's type (a record's page can differ by type). */
  siteType: SiteType;
  /** Whether the user holds a §6 key (a source covering several kinds asks per kind). */
  allows(permission: string): boolean;
  signal: AbortSignal;
}

/** Records whose title matches the query; with an empty query, the most recently updated. */
export type RecordSource = (query: string, context: RecordSearchContext) => Promise<RecordHit[]>;

export interface RecordSourceContribution {
  id: string;
  /** i18n key of the group (eager strings). */
  title: string;
  /** Asked only for users holding this key on a site of these types. */
  permission: string;
  siteTypes?: SiteType[];
  /** Loaded the first time the palette searches, so no source weighs on the first load. */
  load: () => Promise<{ default: RecordSource }>;
}

/**
 * An entry in the shell's header (网站二维码 …): a button that opens one of the plugin's own global
 * dialogs. Shown only to users holding its key on a site of its types (the menu's rule), and
 * nothing of it loads before it is clicked: the dialog is the plugin's lazy `dialogs` entry.
 */
export interface HeaderActionContribution {
  id: string;
  /** i18n key from the manifest's eager `i18n` strings (the header is drawn before the plugin loads). */
  title: string;
  /** Icon name from the shell's icon set (kernel/shell/icons.tsx). */
  icon?: string;
  permission: string;
  siteTypes?: SiteType[];
  /** The id of one of this plugin's `dialogs`, opened on click. */
  dialog: string;
  /** Smaller first; 100 when unset. */
  order?: number;
}

/**
 * A card on the site-administration home (/{type}Home/index): a plugin shows its own entry there
 * (the Chinese home's 翻译克隆, the 响应式小程序 card) without the home plugin knowing it. Shown to
 * users holding its key on a site of its types; the card loads, with its plugin's services and
 * strings, when the home shows it, and may render nothing when it does not apply to the site.
 */
export interface HomeCardContribution {
  id: string;
  permission: string;
  siteTypes?: SiteType[];
  /** Smaller first; 100 when unset. */
  order?: number;
  load: () => Promise<{ default: ComponentType }>;
}

/** A record in a recycle bin, as the shared bin page lists it. */
export interface RecycledRecord {
  id: number;
  title: string;
  /** i18n key of a short label shown as a tag beside the title (an article's type), when a tab mixes kinds. */
  label?: string;
  /** When it was moved to the bin (ms). */
  updated_at: number;
}

/** How the shared recycle bin (/zhRecycle/index) lists, restores and destroys one kind of record. */
export interface RecycleBinSource {
  list(http: HttpService, query: { page: number; rows: number }): Promise<{ total: number; rows: RecycledRecord[] }>;
  restore(http: HttpService, ids: number[]): Promise<unknown>;
  destroy(http: HttpService, ids: number[]): Promise<unknown>;
}

/**
 * A tab of the site's recycle bin (/zhRecycle/index): a plugin whose records can be removed lists
 * them there too, beside the articles, without the bin's page knowing the plugin.
 */
export interface RecycleBinContribution {
  id: string;
  /** i18n key of the tab (eager strings: the bin's page may open before this plugin is active). */
  title: string;
  /** Shown only to users holding this key on a site of these types. */
  permission: string;
  siteTypes?: SiteType[];
  /** Tabs are ordered by this, smaller first (articles 10, albums 20, jobs 30). */
  order?: number;
  /** Loaded when its tab is first opened. */
  load: () => Promise<{ default: RecycleBinSource }>;
}

/**
 * A plugin's menu strings: Chinese, the default, in the first load; English as a loader, so the
 * first load carries one language (the English bundles are fetched before the menu is drawn).
 */
export interface MenuStrings {
  'zh-CN': Messages;
  'en-US': () => Promise<{ default: Messages }>;
}

export interface PluginManifest {
  id: string;
  /** i18n key of the plugin's display name (used on its error page). */
  title: string;
  siteTypes?: SiteType[];
  routes: RouteDescriptor[];
  /** Strings needed before the plugin is active — its name and menu titles. Keep it small. */
  i18n?: Partial<Record<Locale, BundleSource>>;
  /** The rest of the plugin's strings, loaded with the plugin when one of its pages first opens. */
  strings?: Partial<Record<Locale, () => Promise<{ default: Messages }>>>;
  /**
   * The plugin's services and stores, loaded in its own try when one of its pages (or dialogs)
   * is first needed, so no plugin adds to the first load; a failure marks only this plugin failed.
   */
  services?: () => Promise<{ default: ContainerModule }>;
  /** Global dialogs (§2) the plugin provides. */
  dialogs?: DialogContribution[];
  /** Pages for visitors, rendered without a session or the console layout. */
  publicPages?: PublicPageDescriptor[];
  /** Command-palette actions (新建文章 …). */
  commands?: CommandContribution[];
  /** Command-palette record searches (articles, forms … by title). */
  recordSources?: RecordSourceContribution[];
  /** Tabs of the site's recycle bin (/zhRecycle/index). */
  recycleBins?: RecycleBinContribution[];
  /** Buttons in the shell's header, each opening one of the plugin's dialogs. */
  headerActions?: HeaderActionContribution[];
  /** Cards on the site-administration home. */
  homeCards?: HomeCardContribution[];
}

/** A palette contribution with its owner and site types resolved (the plugin's when unset). */
export type Compiled<T> = T & { pluginId: string; siteTypes?: SiteType[] };

/** Identity function that gives plugin authors type checking. */
export function definePlugin(manifest: PluginManifest): PluginManifest {
  return manifest;
}

/** A registered route with everything resolved (full path, inherited site types, owner). */
export interface CompiledRoute {
  fullPath: string;
  pluginId: string;
  name?: string;
  title?: string;
  icon?: string;
  permission?: string;
  public: boolean;
  hidden: boolean;
  breadcrumb: boolean;
  activeMenu?: string;
  productHostOnly: boolean;
  redirect?: string;
  order: number;
  /** undefined: every site type. */
  siteTypes?: SiteType[];
  page?: PageLoader;
  children: CompiledRoute[];
  parentPath?: string;
}

/** inactive: registered, module not loaded yet; loading; ready; failed (module threw); refused (invalid manifest). */
export type PluginState = 'inactive' | 'loading' | 'ready' | 'failed' | 'refused';

export interface PluginStatus {
  id: string;
  title: string;
  state: PluginState;
  error?: string;
}

export interface CompiledPublicPage extends PublicPageDescriptor {
  pluginId: string;
}

export interface PluginHost {
  readonly routes: readonly CompiledRoute[];
  readonly commands: readonly Compiled<CommandContribution>[];
  readonly recordSources: readonly Compiled<RecordSourceContribution>[];
  /** Every plugin's recycle-bin tabs, ordered. */
  readonly recycleBins: readonly Compiled<RecycleBinContribution>[];
  /** Every plugin's header buttons, ordered. */
  readonly headerActions: readonly Compiled<HeaderActionContribution>[];
  /** Every plugin's home cards, ordered. */
  readonly homeCards: readonly Compiled<HomeCardContribution>[];
  readonly publicPages: readonly CompiledPublicPage[];
  readonly statuses: readonly PluginStatus[];
  status(pluginId: string): PluginStatus | undefined;
  /** Registers manifests, refusing invalid ones (routes, menu strings, dialogs, public pages). */
  install(manifests: readonly PluginManifest[]): Promise<void>;
  /**
   * Manifests still to be fetched (their own chunk: the login page needs none of them). Nothing is
   * fetched until someone asks `whenInstalled()`.
   */
  installFrom(load: () => Promise<readonly PluginManifest[]>): void;
  /** Fetches and registers pending manifests; resolves once all given so far are in (at once if none). A failed fetch rejects and is tried again on the next call. */
  whenInstalled(): Promise<void>;
  /** False while manifests are pending (observable). */
  readonly installed: boolean;
  /** Loads a plugin's services and strings once, in its own try; later calls share the first. */
  activate(pluginId: string): Promise<void>;
}
