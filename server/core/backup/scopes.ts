// What of the database belongs to one site, for 网站备份 (issue 14): each installed module says how
// its tables are scoped (ServerModule.backup), and this turns the declarations and the real columns
// into the plan that backups read and restores write by. A table with a site_id column is the
// site's by that column unless its module says otherwise; a table without one must be declared
// (its parent's child, or skipped), so a module added later cannot be left out silently: the plan
// refuses to be made, naming the table.
import type { TableName } from '../db/database';

/**
 * How one table belongs to a site:
 * - `{ site: column }`: the rows whose column holds the site id;
 * - `{ parent, key, parentKey? }`: the rows whose `key` is the `parentKey` (default id) of one of
 *   the site's rows of `parent` (a backed-up table of an earlier module or earlier in the list);
 * - `'reset'`: the site's rows (site_id) are emptied by a restore and never saved — sessions,
 *   one-time codes, rate counters: what must not come back from the past;
 * - `'skip'`: not a site's data (global or company-wide rows, a task's output): never touched.
 */
export type BackupScope = { site: string } | { parent: TableName; key: string; parentKey?: string } | 'reset' | 'skip';

export interface ModuleBackup {
  /** Scopes of the module's own tables; a table left out is scoped by its site_id column. */
  tables?: Partial<Record<TableName, BackupScope>>;
  /**
   * Folders under DATA_DIR in which the module keeps each site's files in a folder named by the site
   * id (core's uploads/, short-video/): backed up with the rows and put back by a restore.
   */
  siteFolders?: readonly string[];
}

/** One table of the plan, in installed order (parents before children). */
export type PlannedTable =
  | { table: TableName; module: string; mode: 'site'; column: string; columns: readonly string[] }
  | { table: TableName; module: string; mode: 'parent'; parent: TableName; key: string; parentKey: string; columns: readonly string[] }
  | { table: TableName; module: string; mode: 'reset'; column: string; columns: readonly string[] };

export interface BackupPlan {
  /** Saved and restored (site, parent) and emptied (reset) tables, parents before children. */
  tables: readonly PlannedTable[];
  /** Declared skipped, with the module that says so. */
  skipped: readonly { table: TableName; module: string }[];
  /** Folders under DATA_DIR with one folder per site. */
  siteFolders: readonly string[];
}

export class BackupPlanError extends Error {}

export interface PlanModule {
  id: string;
  tables: readonly TableName[];
  backup?: ModuleBackup;
}

export const SITE_COLUMN = 'site_id';
const FOLDER = /^[a-z][a-z0-9-]{0,39}$/;

/** The plan of the installed modules over the database's real columns (table → column names). */
export function backupPlan(modules: readonly PlanModule[], columnsOf: ReadonlyMap<string, readonly string[]>): BackupPlan {
  const tables: PlannedTable[] = [];
  const skipped: { table: TableName; module: string }[] = [];
  const siteFolders: string[] = [];
  const saved = new Map<string, PlannedTable>();
  for (const module of modules) {
    const declared = module.backup?.tables ?? {};
    for (const name of Object.keys(declared)) {
      if (!module.tables.includes(name as TableName)) throw new BackupPlanError(`模块 ${module.id}：备份声明中的数据表 ${name} 不属于该模块`);
    }
    for (const folder of module.backup?.siteFolders ?? []) {
      if (!FOLDER.test(folder) || siteFolders.includes(folder)) throw new BackupPlanError(`模块 ${module.id}：备份文件夹 ${folder} 无效或重复`);
      siteFolders.push(folder);
    }
    for (const table of module.tables) {
      const columns = columnsOf.get(table);
      if (!columns) throw new BackupPlanError(`模块 ${module.id}：数据表 ${table} 不存在`);
      const scope = declared[table];
      const label = `模块 ${module.id} 的数据表 ${table}`;
      if (scope === 'skip') {
        skipped.push({ table, module: module.id });
        continue;
      }
      let planned: PlannedTable;
      if (scope === undefined || scope === 'reset' || 'site' in scope) {
        const column = scope === undefined || scope === 'reset' ? SITE_COLUMN : scope.site;
        if (!columns.includes(column)) {
          throw new BackupPlanError(scope === undefined
            ? `${label}没有 ${SITE_COLUMN} 列：须在模块的 backup 中声明它如何属于网站（{ parent }）或跳过（'skip'）`
            : `${label}没有 ${column} 列`);
        }
        planned = { table, module: module.id, mode: scope === 'reset' ? 'reset' : 'site', column, columns };
      } else {
        const parent = saved.get(scope.parent);
        const parentKey = scope.parentKey ?? 'id';
        if (!parent || parent.mode === 'reset') throw new BackupPlanError(`${label}：上级数据表 ${scope.parent} 须是此前已备份的数据表`);
        if (!columns.includes(scope.key) || !parent.columns.includes(parentKey)) throw new BackupPlanError(`${label}：关联列 ${scope.key} → ${scope.parent}.${parentKey} 不存在`);
        planned = { table, module: module.id, mode: 'parent', parent: scope.parent, key: scope.key, parentKey, columns };
      }
      tables.push(planned);
      if (planned.mode !== 'reset') saved.set(table, planned);
    }
  }
  return { tables, skipped, siteFolders };
}

/** The planned table by name (parents are always in the plan before their children). */
export function plannedOf(plan: BackupPlan, table: string): PlannedTable | undefined {
  return plan.tables.find((t) => t.table === table);
}

const plans = new WeakMap<object, Promise<BackupPlan>>();

/** The plan of the installed modules over this database's columns (made once per database handle). */
export function loadBackupPlan(db: { introspection: { getTables(): Promise<{ name: string; columns: { name: string }[] }[]> } }, modules: readonly PlanModule[]): Promise<BackupPlan> {
  let plan = plans.get(db);
  if (!plan) {
    plan = db.introspection.getTables().then((tables) => backupPlan(modules, new Map(tables.map((t) => [t.name, t.columns.map((c) => c.name)]))));
    plan.catch(() => plans.delete(db));
    plans.set(db, plan);
  }
  return plan;
}
