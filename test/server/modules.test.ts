// Server modules (server/core/modules): the installed list composes into one route table, one
// migration list, the task kinds and the table order; registration refuses an ambiguous list; a
// module imports only core and shared/domain, and reads only the tables of core, itself and the
// modules it declares; a route without an access declaration stops the start, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { endpoint } from '../../shared/domain/api/endpoints';
import { INSTALLED } from '../../server/app';
import { createServer } from '../../server/core/app';
import { loadConfig } from '../../server/core/config';
import { coreModule } from '../../server/core/coreModule';
import { composeModules, ModuleDefinitionError } from '../../server/core/modules/compose';
import { defineServerModule, type ServerModule } from '../../server/core/modules/defineServerModule';
import type { AnyRoute } from '../../server/core/http/routeDef';
import { EMPTY, obj, str } from '../../server/core/http/schemas';
import { defineTaskKind } from '../../server/core/tasks/kind';
import { INSTALLED_MODULES } from '../../server/modules/installed';

const ROOT = path.resolve(__dirname, '../..');
const MODULES_DIR = path.join(ROOT, 'server/modules');

const route = (name: string, p: string, access: AnyRoute['access'] = { session: true }): AnyRoute => ({
  name: name as never,
  endpoint: endpoint('admin', 'POST', p),
  access,
  mutates: false,
  schema: { querystring: EMPTY, body: obj({ title: str(10) }) },
  handler: async () => null,
});
const mod = (over: Partial<ServerModule> & { id: string }): ServerModule => defineServerModule({ tables: [], ...over });

describe('composition of the installed modules', () => {
  it('computes the route table, migrations, task kinds and tables from the modules, core first', () => {
    const ids = INSTALLED.modules.map((m) => m.id);
    expect(ids[0]).toBe('core');
    expect(ids).toEqual(['core', ...INSTALLED_MODULES.map((m) => m.id)]);
    expect(INSTALLED.routes.length).toBe([coreModule, ...INSTALLED_MODULES].reduce((n, m) => n + (m.routes?.length ?? 0), 0));
    expect(INSTALLED.routes.map((r) => r.name)).toEqual(expect.arrayContaining(['login', 'articleList', 'taskList', 'providerStatus', 'sitemapGenerate']));
    expect(INSTALLED.taskKinds.map((k) => k.kind).sort()).toEqual([
      'ai.writeTask', 'forms.messageExport', 'languages.batchTranslate', 'languages.clone', 'members.infoImport', 'members.memberExport', 'product.capture', 'product.export', 'product.import',
      'seo.anchorApplyAll', 'seo.anchorClearAll', 'seo.baiduPush', 'seo.indexCheck', 'seo.score', 'seo.sitemap', 'seo.tkdExtract', 'seo.wordDetect', 'settings.backup', 'settings.backupRestore', 'settings.leadNotify', 'settings.oplogExport', 'sites.build', 'spider.logImport',
    ]);
    expect(INSTALLED.tables.slice(0, 3)).toEqual(['companies', 'accounts', 'sites']);
    expect(new Set(INSTALLED.tables).size).toBe(INSTALLED.tables.length);
  });

  it('keeps every migration name an existing database has recorded', () => {
    // Recorded by databases created before the split into modules: never renamed, never dropped.
    const recorded = ['001_initial', '002_site_seo', '003_forms', '004_content', '005_images', '006_keywords', '007_hardening', '008_tasks'];
    expect(Object.keys(INSTALLED.migrations)).toEqual(expect.arrayContaining(recorded));
  });

  it('refuses two modules with one id, naming it', () => {
    expect(() => composeModules([mod({ id: 'shop' }), mod({ id: 'shop' })])).toThrow('模块 shop：模块标识重复');
    expect(() => composeModules([mod({ id: 'Shop!' })])).toThrow(ModuleDefinitionError);
  });

  it('refuses a route path claimed twice, by two modules or one', () => {
    const a = mod({ id: 'a', routes: [route('articleList', 'x/list')] });
    const b = mod({ id: 'b', routes: [route('articleSave', 'x/list')] });
    expect(() => composeModules([a, b])).toThrow(/模块 b：路由 articleSave：重复的路由 POST admin\/x\/list/);
    expect(() => composeModules([mod({ id: 'c', routes: [route('articleList', 'y/1'), route('articleSave', 'y/1')] })])).toThrow(/重复的路由/);
  });

  it('refuses a route with no access declaration, naming the module and the route', () => {
    const { access: _none, ...keyless } = route('articleList', 'z/list');
    expect(() => composeModules([mod({ id: 'vendor', routes: [keyless as AnyRoute] })])).toThrow('模块 vendor：路由 articleList：缺少访问声明（public / session / permission）');
  });

  it('refuses a table or migration claimed twice, a missing or later dependency, a foreign upgrade seed, a task kind twice', () => {
    expect(() => composeModules([mod({ id: 'a', tables: ['articles'] }), mod({ id: 'b', tables: ['articles'] })])).toThrow('模块 b：数据表 articles 已属于模块 a');
    const m = { up: async () => undefined };
    expect(() => composeModules([mod({ id: 'a', migrations: { x1: m } }), mod({ id: 'b', migrations: { x1: m } })])).toThrow('模块 b：迁移 x1 已属于模块 a');
    expect(() => composeModules([mod({ id: 'seo2', dependsOn: ['cms'] }), mod({ id: 'cms' })])).toThrow('模块 seo2：依赖的模块 cms 未安装，或安装在它之后');
    expect(() => composeModules([mod({ id: 'a', migrations: { x1: m } }), mod({ id: 'b', seed: { upgrade: { x1: async () => undefined } } })])).toThrow('升级种子指向的迁移 x1 不属于本模块');
    const kind = defineTaskKind({ kind: 'a.run', permission: 'form_list', title: () => '任务', input: EMPTY, run: async () => undefined });
    expect(() => composeModules([mod({ id: 'a', tasks: [kind] }), mod({ id: 'b', tasks: [kind] })])).toThrow('模块 b：任务类型 a.run 已属于模块 a');
  });

  it('collects the linkable kinds keywords link to, refusing one claimed twice or badly named', () => {
    expect(INSTALLED.linkables.map((k) => [k.id, k.permission])).toEqual([['article', undefined], ['product', 'product_list']]);
    const kind = { ...INSTALLED.linkables[1] };
    expect(() => composeModules([mod({ id: 'a', linkables: [kind] }), mod({ id: 'b', linkables: [kind] })])).toThrow('模块 b：关联类型 product 已属于模块 a');
    expect(() => composeModules([mod({ id: 'a', linkables: [{ ...kind, id: 'Goods' }] })])).toThrow('模块 a：关联类型标识无效：Goods');
  });

  it('takes the image overlay (the watermark) from the images module, refusing a second one', () => {
    expect(INSTALLED.imageOverlay?.module).toBe('images');
    const overlay = async () => undefined;
    expect(composeModules([mod({ id: 'a' })]).imageOverlay).toBeUndefined();
    expect(() => composeModules([mod({ id: 'a', imageOverlay: overlay }), mod({ id: 'b', imageOverlay: overlay })])).toThrow('模块 b：图片叠加层已由模块 a 提供');
  });

  it('takes the index status (收录) from the seo module, refusing a second one', () => {
    expect(INSTALLED.indexStatus?.module).toBe('seo');
    const status = async () => new Map<string, boolean>();
    expect(composeModules([mod({ id: 'a' })]).indexStatus).toBeUndefined();
    expect(() => composeModules([mod({ id: 'a', indexStatus: status }), mod({ id: 'b', indexStatus: status })])).toThrow('模块 b：收录状态已由模块 a 提供');
  });

  it('stops the server at start with a message naming the route, before touching the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'modules-'));
    try {
      const { access: _none, ...keyless } = route('articleList', 'vendor/list');
      const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: dataDir, LOG_LEVEL: 'silent' });
      await expect(createServer(config, [...INSTALLED_MODULES, mod({ id: 'vendor', routes: [keyless as AnyRoute] })])).rejects.toThrow('模块 vendor：路由 articleList：缺少访问声明');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// --- the import rule and the table rule -------------------------------------------------------------

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourcesOf(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

/** Relative import specifiers of a file, resolved to paths under the repository. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import|require)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specs.map((s) => path.relative(ROOT, path.resolve(path.dirname(file), s)));
}

const moduleDirs = fs.readdirSync(MODULES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** Problems of the import rule: a module reaching into another module or outside core and shared/domain. */
function importProblems(): string[] {
  const problems: string[] = [];
  for (const name of moduleDirs) {
    for (const file of sourcesOf(path.join(MODULES_DIR, name))) {
      for (const target of importsOf(file)) {
        const own = target.startsWith(`server/modules/${name}/`) || target === `server/modules/${name}`;
        const allowed = own || target.startsWith('server/core/') || target.startsWith('shared/domain/');
        if (!allowed) problems.push(`${path.relative(ROOT, file)} → ${target}`);
      }
    }
  }
  for (const file of sourcesOf(path.join(ROOT, 'server/core'))) {
    for (const target of importsOf(file)) {
      if (target.startsWith('server/modules/') || target === 'server/app' || (target.startsWith('shared/') && !target.startsWith('shared/domain/'))) problems.push(`${path.relative(ROOT, file)} → ${target}`);
    }
  }
  return problems;
}

describe('module limits', () => {
  it('a module imports core and shared/domain only; core imports no module', () => {
    expect(moduleDirs.length).toBeGreaterThanOrEqual(INSTALLED_MODULES.length);
    expect(importProblems()).toEqual([]);
  });

  it('the rule catches a module importing another module', () => {
    const file = path.join(MODULES_DIR, 'seo', '__probe__.ts');
    fs.writeFileSync(file, "import { paging } from '../content/articles';\nexport const probe = paging;\n");
    try {
      expect(importProblems()).toEqual(['server/modules/seo/__probe__.ts → server/modules/content/articles']);
    } finally {
      fs.rmSync(file);
    }
  });

  it('a module queries only the tables of core, itself and the modules it depends on', () => {
    const problems: string[] = [];
    const byId = new Map(INSTALLED.modules.map((m) => [m.id, m]));
    for (const module of INSTALLED_MODULES) {
      const readable = new Set<string>([...coreModule.tables, ...module.tables, ...(module.dependsOn ?? []).flatMap((d) => byId.get(d)?.tables ?? [])]);
      for (const file of sourcesOf(path.join(MODULES_DIR, module.id))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/\b(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin)\('([a-z_]+)/g)) {
          if (!readable.has(m[1])) problems.push(`${path.relative(ROOT, file)}: ${m[1]}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
