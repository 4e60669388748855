// The site's categories and tags by name, for the spreadsheets: an export writes a category as its
// path (数控机床/折弯机) and tags by name; an import finds them by the same names, creating what is
// missing inside its transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { categoriesOf } from '../products';

type Db = Kysely<Database>;

interface CategoryRow {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
}

/** Every category's path of names from the top (a parent link that loops is cut). */
export async function categoryPaths(db: Db, siteId: number): Promise<Map<number, string[]>> {
  const rows = await categoriesOf(db, siteId);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const paths = new Map<number, string[]>();
  for (const r of rows) {
    const path: string[] = [];
    const seen = new Set<number>();
    for (let at: CategoryRow | undefined = r; at && !seen.has(at.id); at = byId.get(at.parent_id)) {
      seen.add(at.id);
      path.unshift(at.name);
    }
    paths.set(r.id, path);
  }
  return paths;
}

/** The site's tag names by id. */
export async function tagNames(db: Db, siteId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('product_tags').select(['id', 'name']).where('site_id', '=', siteId).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Categories found by path, created when missing (inside the caller's transaction). Among
 * same-named siblings the first in the tree's order is taken, as the tree shows them.
 */
export class CategoryResolver {
  private readonly children = new Map<number, Map<string, number>>();
  created = 0;

  private constructor(private readonly trx: Db, private readonly siteId: number, private readonly at: number) {}

  static async load(trx: Db, siteId: number, at: number): Promise<CategoryResolver> {
    const resolver = new CategoryResolver(trx, siteId, at);
    // categoriesOf orders by parent, sort, id: the first of same-named siblings wins.
    for (const r of await categoriesOf(trx, siteId)) {
      const siblings = resolver.childrenOf(r.parent_id);
      if (!siblings.has(r.name)) siblings.set(r.name, r.id);
    }
    return resolver;
  }

  private childrenOf(parentId: number): Map<string, number> {
    let map = this.children.get(parentId);
    if (!map) this.children.set(parentId, (map = new Map()));
    return map;
  }

  /** The id of the category at the end of the path (at most three names, checked by the rule book). */
  async idOf(path: readonly string[]): Promise<number> {
    let parent = 0;
    for (const name of path) {
      const siblings = this.childrenOf(parent);
      let id = siblings.get(name);
      if (id === undefined) {
        ({ id } = await this.trx.insertInto('product_categories').values({
          site_id: this.siteId, parent_id: parent, name, sort: 0, created_at: this.at, updated_at: this.at,
        }).returning('id').executeTakeFirstOrThrow());
        siblings.set(name, id);
        this.created += 1;
      }
      parent = id;
    }
    return parent;
  }
}

/** Tags found by name, created when missing (the name's unique index settles a race: the existing one is taken). */
export class TagResolver {
  private readonly byName = new Map<string, number>();
  created = 0;

  private constructor(private readonly trx: Db, private readonly siteId: number, private readonly at: number) {}

  static async load(trx: Db, siteId: number, at: number): Promise<TagResolver> {
    const resolver = new TagResolver(trx, siteId, at);
    for (const [id, name] of await tagNames(trx, siteId)) resolver.byName.set(name, id);
    return resolver;
  }

  async idsOf(names: readonly string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const name of names) {
      let id = this.byName.get(name);
      if (id === undefined) {
        await this.trx.insertInto('product_tags').values({ site_id: this.siteId, name, sort: 0, created_at: this.at, updated_at: this.at })
          .onConflict((oc) => oc.columns(['site_id', 'name']).doNothing()).execute();
        const row = await this.trx.selectFrom('product_tags').select('id').where('site_id', '=', this.siteId).where('name', '=', name).executeTakeFirstOrThrow();
        id = row.id;
        this.byName.set(name, id);
        this.created += 1;
      }
      ids.push(id);
    }
    return [...new Set(ids)];
  }
}
