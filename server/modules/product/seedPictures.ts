// The seeded products' pictures are the image library's own seeded pictures (no new files): the
// production-hall photos the content seed files (智能制造生产线, 数字化工厂车间, 生产车间) for the
// machines and lines, and the library's product graphics for controls, sensors, tooling and service.
// Only products still as seeded (version 1, no images) get them, and their first revision with them,
// so an operator's edits are never touched. A picture someone deleted from the library is skipped.
// Runs after a fresh seed (after the images and content modules drew theirs) and after the upgrade seed.
import type { Kysely } from 'kysely';
import type { Database } from '../../core/db/database';
import { SITE } from '../../core/db/seedData';
import { SEED_PRODUCTS } from './seed';
import type { PictureSet } from './seedCatalogue';

/** Library file names (site 1001) each picture set draws from, in the order they are handed out. */
export const PICTURE_SETS: Readonly<Record<PictureSet, readonly string[]>> = {
  workshop: ['智能制造生产线.jpg', '数字化工厂车间.jpg', '生产车间.jpg'],
  control: ['智能控制终端.jpg'],
  sensor: ['工业传感器套件.png'],
  solution: ['定制解决方案.webp'],
};

/** Gives the untouched seeded products their pictures; answers how many got them. */
export async function attachProductPictures(db: Kysely<Database>): Promise<number> {
  const seeded = SEED_PRODUCTS.filter((p) => p.site === SITE.corporate && p.pictures);
  const rows = await db.selectFrom('products').select(['id', 'name']).where('site_id', '=', SITE.corporate)
    .where('id', 'in', seeded.map((p) => p.id)).where('version', '=', 1).where('images', '=', '[]').execute();
  const untouched = new Map(rows.map((r) => [r.id, r.name]));
  const library = await db.selectFrom('images').select(['name', 'url']).where('site_id', '=', SITE.corporate)
    .where('name', 'in', Object.values(PICTURE_SETS).flat()).where('kind', '=', 'image').orderBy('id').execute();
  const urlOf = new Map<string, string>();
  for (const image of library) if (!urlOf.has(image.name)) urlOf.set(image.name, image.url);

  let given = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, p] of seeded.entries()) {
      const name = untouched.get(p.id);
      const urls = PICTURE_SETS[p.pictures as PictureSet].map((file) => urlOf.get(file)).filter((u): u is string => !!u);
      if (name === undefined || !urls.length) continue;
      // Machines get two views of the hall, turn about; the others their one graphic.
      const picked = urls.length > 1 ? [urls[i % urls.length], urls[(i + 1) % urls.length]] : urls;
      const images = picked.map((url, n) => ({ url, alt: n === 0 ? name : `${name} 生产现场` }));
      await trx.updateTable('products').set({ images: JSON.stringify(images), img: images[0].url }).where('id', '=', p.id).execute();
      // The first revision is the product as seeded: it had these pictures all along.
      const revision = await trx.selectFrom('product_revisions').select(['id', 'snapshot']).where('product_id', '=', p.id).where('version', '=', 1).executeTakeFirst();
      if (revision) await trx.updateTable('product_revisions').set({ snapshot: JSON.stringify({ ...JSON.parse(revision.snapshot), images }) }).where('id', '=', revision.id).execute();
      given += 1;
    }
  });
  return given;
}
