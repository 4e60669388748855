// The one way a product is saved: the form's save (goods/save), a capture and a history restore all
// go through it, so each runs the same checks — the category, tags and related products are the
// site's, the name is free among the site's live products (also under a race: the database's index
// decides), the lock — and keeps a revision. The fields come prepared (prepareProduct).
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import type { AppDeps } from '../../core/http/routeDef';
import { checkRefs, insertProduct, isNameClash, nameClash, nameTaken, productOf, updateProduct, type ProductFields } from './products';

type Db = Kysely<Database>;

/** Which product a save overwrites, and the version its editor started from; none: a new product. */
export interface SaveTarget {
  id: number;
  version: number;
}

/** Runs a write; a clash on the live names' index is the same 400 as the save's own check. */
export async function guardName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isNameClash(err)) throw nameClash();
    throw err;
  }
}

/** Saves inside the caller's transaction (a clash found by the index surfaces at its commit: see guardName). */
export async function saveProductIn(trx: Db, siteId: number, fields: ProductFields, target: SaveTarget | undefined, editorId: number, at: number): Promise<{ id: number; version: number }> {
  await checkRefs(trx, siteId, fields, target?.id);
  if (target === undefined) {
    if (await nameTaken(trx, siteId, fields.name)) throw nameClash();
    return insertProduct(trx, siteId, fields, editorId, at);
  }
  const current = await productOf(trx, siteId, target.id);
  // Only live products hold their names (one in the bin steps aside until restored).
  if (current.disabled === 0 && (await nameTaken(trx, siteId, fields.name, target.id))) throw nameClash();
  return updateProduct(trx, siteId, target.id, target.version, fields, editorId, at);
}

/** Saves in a transaction of its own; 产品名称已存在 however the clash is found. */
export function saveProduct(db: Db, siteId: number, fields: ProductFields, target: SaveTarget | undefined, editorId: number, at: number): Promise<{ id: number; version: number }> {
  return guardName(() => db.transaction().execute((trx) => saveProductIn(trx, siteId, fields, target, editorId, at)));
}

/**
 * A save the rest of the app hears about (the form, a restore, a capture): the body goes through
 * the installed modules' content hooks first (anchor text), and the committed save is announced
 * (sitemap, search-engine push).
 */
export async function saveProductAnnounced(deps: AppDeps, siteId: number, fields: ProductFields, target: SaveTarget | undefined, editorId: number): Promise<{ id: number; version: number }> {
  const at = deps.now();
  const content = await deps.contentHooks.rewriteBody({ db: deps.db, siteId, kind: 'product', id: target?.id ?? null, html: fields.content });
  const saved = await saveProduct(deps.db, siteId, { ...fields, content }, target, editorId, at);
  deps.contentHooks.changed({ siteId, kind: 'product', ids: [saved.id], change: 'saved', at });
  return saved;
}
