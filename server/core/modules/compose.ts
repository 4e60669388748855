// Composes the installed modules into what the app runs: one route table, one migration list, the
// task kinds, the linkable kinds, the table order, the image overlay and the index status. Refuses, before anything starts, a module
// list that would be ambiguous — two modules with one id, a table, migration, task kind or link
// kind claimed twice, a dependency missing or installed later — and any route the route registry
// refuses (no access declaration, a path claimed twice …), naming the module and the route.
import type { Migration } from 'kysely';
import type { TableName } from '../db/database';
import { assertRouteDef, RouteDefinitionError } from '../http/registry';
import type { AnyRoute } from '../http/routeDef';
import { LINK_KIND_ID, type LinkableKind } from '../links/linkableKinds';
import type { TaskKind } from '../tasks/kind';
import type { AppProvider, ServerModule, SiteCache } from './defineServerModule';

export class ModuleDefinitionError extends Error {}

export interface ComposedModules {
  modules: readonly ServerModule[];
  routes: readonly AnyRoute[];
  /** Name → migration; the migrator orders them by name. */
  migrations: Record<string, Migration>;
  taskKinds: readonly TaskKind[];
  /** What keywords may link to, in installed order. */
  linkables: readonly LinkableKind[];
  /** Every table, parents before children: seeding, snapshots and change triggers use this order. */
  tables: readonly TableName[];
  /** The one module that draws over pictures filed in a library (its watermark), if any. */
  imageOverlay?: { module: string; overlay: NonNullable<ServerModule['imageOverlay']> };
  /** The one module whose index checks say which of a site's paths a search engine has indexed, if any. */
  indexStatus?: { module: string; status: NonNullable<ServerModule['indexStatus']> };
  /** The one module that says which member a visitor's request is signed in as, if any. */
  memberAccess?: { module: string; access: NonNullable<ServerModule['memberAccess']> };
  /** Every module's per-site caches (清除缓存), ids unique. */
  siteCaches: readonly (SiteCache & { module: string })[];
  /** Every module's apps (应用中心), keys unique. */
  apps: readonly (AppProvider & { module: string })[];
}

const MODULE_ID = /^[a-z][a-z0-9-]{0,39}$/;

export function composeModules(modules: readonly ServerModule[]): ComposedModules {
  const ids = new Set<string>();
  const tableOwner = new Map<string, string>();
  const migrationOwner = new Map<string, string>();
  const kindOwner = new Map<string, string>();
  const linkableOwner = new Map<string, string>();
  const seenRoutes = new Set<string>();
  const routes: AnyRoute[] = [];
  const migrations: Record<string, Migration> = {};
  const taskKinds: TaskKind[] = [];
  const linkables: LinkableKind[] = [];
  const tables: TableName[] = [];
  let imageOverlay: ComposedModules['imageOverlay'];
  let indexStatus: ComposedModules['indexStatus'];
  let memberAccess: ComposedModules['memberAccess'];
  const siteCaches: (SiteCache & { module: string })[] = [];
  const apps: (AppProvider & { module: string })[] = [];

  for (const module of modules) {
    const id = module?.id;
    if (typeof id !== 'string' || !MODULE_ID.test(id)) throw new ModuleDefinitionError(`模块标识无效：${String(id)}（小写字母开头，仅含小写字母、数字和连字符）`);
    const label = `模块 ${id}`;
    if (ids.has(id)) throw new ModuleDefinitionError(`${label}：模块标识重复`);
    for (const dep of module.dependsOn ?? []) {
      if (!ids.has(dep)) throw new ModuleDefinitionError(`${label}：依赖的模块 ${dep} 未安装，或安装在它之后`);
    }
    ids.add(id);

    for (const table of module.tables) {
      const owner = tableOwner.get(table);
      if (owner) throw new ModuleDefinitionError(`${label}：数据表 ${table} 已属于模块 ${owner}`);
      tableOwner.set(table, id);
      tables.push(table);
    }
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      const owner = migrationOwner.get(name);
      if (owner) throw new ModuleDefinitionError(`${label}：迁移 ${name} 已属于模块 ${owner}`);
      migrationOwner.set(name, id);
      migrations[name] = migration;
    }
    for (const name of Object.keys(module.seed?.upgrade ?? {})) {
      if (migrationOwner.get(name) !== id) throw new ModuleDefinitionError(`${label}：升级种子指向的迁移 ${name} 不属于本模块`);
    }
    for (const kind of module.tasks ?? []) {
      const owner = kindOwner.get(kind.kind);
      if (owner) throw new ModuleDefinitionError(`${label}：任务类型 ${kind.kind} 已属于模块 ${owner}`);
      kindOwner.set(kind.kind, id);
      taskKinds.push(kind);
    }
    for (const kind of module.linkables ?? []) {
      if (typeof kind?.id !== 'string' || !LINK_KIND_ID.test(kind.id)) throw new ModuleDefinitionError(`${label}：关联类型标识无效：${String(kind?.id)}`);
      const owner = linkableOwner.get(kind.id);
      if (owner) throw new ModuleDefinitionError(`${label}：关联类型 ${kind.id} 已属于模块 ${owner}`);
      linkableOwner.set(kind.id, id);
      linkables.push(kind);
    }
    if (module.imageOverlay) {
      // Two watermarks on one picture would be a surprise: one module owns the overlay.
      if (imageOverlay) throw new ModuleDefinitionError(`${label}：图片叠加层已由模块 ${imageOverlay.module} 提供`);
      imageOverlay = { module: id, overlay: module.imageOverlay.bind(module) };
    }
    if (module.indexStatus) {
      // Two sources of 收录 could disagree about one page: one module answers it.
      if (indexStatus) throw new ModuleDefinitionError(`${label}：收录状态已由模块 ${indexStatus.module} 提供`);
      indexStatus = { module: id, status: module.indexStatus.bind(module) };
    }
    if (module.memberAccess) {
      // Two member sign-ins would disagree about who a visitor is: one module answers it.
      if (memberAccess) throw new ModuleDefinitionError(`${label}：会员身份已由模块 ${memberAccess.module} 提供`);
      memberAccess = { module: id, access: module.memberAccess.bind(module) };
    }
    for (const cache of module.siteCaches ?? []) {
      if (siteCaches.some((c) => c.id === cache.id)) throw new ModuleDefinitionError(`${label}：缓存 ${cache.id} 已由其他模块声明`);
      siteCaches.push({ ...cache, module: id });
    }
    for (const app of module.apps ?? []) {
      if (apps.some((a) => a.key === app.key)) throw new ModuleDefinitionError(`${label}：应用 ${app.key} 已由其他模块提供`);
      apps.push({ ...app, module: id });
    }
    for (const route of module.routes ?? []) {
      try {
        assertRouteDef(route, seenRoutes);
      } catch (err) {
        if (err instanceof RouteDefinitionError) throw new ModuleDefinitionError(`${label}：${err.message}`);
        throw err;
      }
      routes.push(route);
    }
  }
  return { modules, routes, migrations, taskKinds, linkables, tables, siteCaches, apps, ...(imageOverlay && { imageOverlay }), ...(indexStatus && { indexStatus }), ...(memberAccess && { memberAccess }) };
}
