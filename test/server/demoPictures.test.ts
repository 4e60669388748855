// The demo's pictures (server/core/seedPictures, content's seedPictures.ts): every seeded album's
// photos, and the covers of the seeded news, cases and video, are real JPEG photos served from the
// uploads — no logo, no two alike — filed in the image library, where deleting one deletes its
// files. A database seeded before the pictures gets them on its next start, for the albums and
// articles nobody has touched; an operator's own photos and covers stay as they are.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { AlbumPhoto } from '../../shared/domain/api/content';
import { buildApp, type BuiltApp } from '../../server/app';
import type { Database } from '../../server/core/db/database';
import { SITE } from '../../server/core/db/seedData';
import { PHOTO_HEIGHT, PHOTO_WIDTH, THUMB_BOX } from '../../server/core/seedPictures';
import { sceneCanvas } from '../../server/core/seedPictures/render';
import { SEED_ALBUM, SEED_ALBUMS } from '../../server/modules/content/seedLibrary';
import { ALBUM_SHOTS, ARTICLE_COVERS, COVER_SIZE, DEMO_PICTURE_FOLDERS } from '../../server/modules/content/seedPictures';
import { startServer, type Harness } from './support/harness';

const UPLOADED_JPEG = /^\/uploads\/\d+\/\d{4}-\d{2}\/[0-9a-f]{32}\.jpg$/;

async function fetched(app: BuiltApp['app'], url: string) {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, type: res.headers['content-type'], body: res.rawPayload };
}

/** A served JPEG of this size: answers its bytes. */
async function expectPhoto(app: BuiltApp['app'], url: string, size: { width: number; height: number }): Promise<Buffer> {
  expect(url).toMatch(UPLOADED_JPEG);
  const res = await fetched(app, url);
  expect([res.status, res.type]).toEqual([200, 'image/jpeg']);
  const meta = await sharp(res.body).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'jpeg', ...size });
  return res.body;
}

const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function albumsOf(db: Kysely<Database>) {
  const rows = await db.selectFrom('albums').select(['id', 'site_id', 'cover', 'photos']).orderBy('id').execute();
  return rows.map((r) => ({ ...r, photos: JSON.parse(r.photos) as AlbumPhoto[] }));
}

/** One of content's seeded albums (not the languages seed's English copy of one). */
const seededByContent = (a: { id: number }) => SEED_ALBUMS.some((s) => s.id === a.id);

describe('a fresh database', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer();
  });
  afterAll(() => h.close());

  it('gives every seeded album photos, not the logo: served JPEGs at 800×533, none alike, the cover the first', async () => {
    const all = await albumsOf(h.built.db);
    const albums = all.filter(seededByContent);
    expect(albums.map((a) => a.id)).toEqual(SEED_ALBUMS.map((a) => a.id));
    // The demo's English copy of an album (the languages seed, after the pictures) shows its photos, never the logo.
    const copies = all.filter((a) => !seededByContent(a));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      expect(copy.cover).toBe(copy.photos[0].url);
      for (const photo of copy.photos) await expectPhoto(h.built.app, photo.url, { width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    }
    const seen = new Set<string>();
    for (const album of albums) {
      expect(album.photos.map((p) => p.title)).toEqual(ALBUM_SHOTS[album.id].map((s) => s.title));
      expect(album.cover).toBe(album.photos[0].url);
      for (const photo of album.photos) {
        expect(photo.url).not.toContain('favicon');
        seen.add(digest(await expectPhoto(h.built.app, photo.url, { width: PHOTO_WIDTH, height: PHOTO_HEIGHT })));
      }
    }
    // No two photos byte-identical, in an album or across them.
    expect(seen.size).toBe(albums.reduce((n, a) => n + a.photos.length, 0));

    // What the console's album list shows: each album's cover, the first photo.
    const admin = await h.login('admin');
    const list = (await h.call('albumList', { token: admin, query: {} })).json().data;
    for (const row of list.rows) expect(row.cover).toBe(albums.find((a) => a.id === row.id)!.photos[0].url);
  });

  it('files the photos in the image library with their titles and thumbnails', async () => {
    const rows = await h.built.db.selectFrom('images').innerJoin('image_folders', 'image_folders.id', 'images.dir_id')
      .select(['images.site_id', 'images.name', 'images.url', 'images.thumb_url', 'images.width', 'images.height', 'image_folders.name as folder', 'image_folders.parent_id'])
      .execute();
    for (const album of (await albumsOf(h.built.db)).filter(seededByContent)) {
      const title = SEED_ALBUMS.find((a) => a.id === album.id)!.title;
      for (const photo of album.photos) {
        const row = rows.find((r) => r.url === photo.url)!;
        expect(row).toMatchObject({ site_id: album.site_id, name: `${photo.title}.jpg`, folder: title, width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
        const parent = await h.built.db.selectFrom('image_folders').select(['name', 'parent_id']).where('id', '=', row.parent_id).executeTakeFirstOrThrow();
        expect(parent).toEqual({ name: DEMO_PICTURE_FOLDERS.albums, parent_id: 0 });
        const thumb = await fetched(h.built.app, row.thumb_url);
        expect([thumb.status, thumb.type]).toEqual([200, 'image/webp']);
        const meta = await sharp(thumb.body).metadata();
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(THUMB_BOX);
      }
    }
  });

  it('gives the seeded news, cases and video their covers (an album article its album’s cover); a notice has none', async () => {
    const articles = await h.built.db.selectFrom('articles').select(['id', 'site_id', 'title', 'img', 'version']).execute();
    const albums = await albumsOf(h.built.db);
    const covers = new Set<string>();
    for (const c of ARTICLE_COVERS) {
      const article = articles.find((a) => a.site_id === c.site && a.title === c.title)!;
      if ('album' in c) {
        expect(article.img).toBe(albums.find((a) => a.id === c.album)!.cover);
      } else {
        covers.add(digest(await expectPhoto(h.built.app, article.img, COVER_SIZE)));
      }
      // The first revision is the article as seeded, cover included.
      const revision = await h.built.db.selectFrom('article_revisions').select('snapshot').where('article_id', '=', article.id).where('version', '=', 1).executeTakeFirstOrThrow();
      expect(JSON.parse(revision.snapshot).img).toBe(article.img);
    }
    expect(covers.size).toBe(ARTICLE_COVERS.filter((c) => 'shot' in c).length);
    expect(articles.find((a) => a.site_id === SITE.corporate && a.title === '关于春节假期安排的通知')!.img).toBe('');
  });

  it('deletes a photo’s files with it from the library', async () => {
    const admin = await h.login('admin');
    const [album] = await albumsOf(h.built.db);
    const photo = album.photos[1];
    const row = await h.built.db.selectFrom('images').select(['id', 'thumb_url']).where('url', '=', photo.url).executeTakeFirstOrThrow();
    expect((await h.call('imageRemove', { token: admin, body: { ids: [row.id] } })).json().code).toBe(200);
    expect((await fetched(h.built.app, photo.url)).status).toBe(404);
    expect((await fetched(h.built.app, row.thumb_url)).status).toBe(404);
  });
});

it('gives a database seeded before the pictures photos for its untouched albums and articles only, once', async () => {
  const h = await startServer();
  let again: BuiltApp | null = null;
  try {
    // As such a database was: the albums at the seed's placeholders, but album 3's photos the
    // operator's own; covers empty, one article saved since (version 2); the migration not applied.
    const db = h.built.db;
    for (const a of SEED_ALBUMS) {
      const photos = a.id === SEED_ALBUM.globalBooth ? [{ url: 'https://cdn.example.com/own.jpg', title: '自己的照片' }] : a.photos;
      await db.updateTable('albums').set({ photos: JSON.stringify(photos), cover: photos[0].url }).where('id', '=', a.id).execute();
    }
    const titles = ARTICLE_COVERS.filter((c) => 'shot' in c).map((c) => c.title);
    await db.updateTable('articles').set({ img: '' }).where('title', 'in', titles).execute();
    const edited = await db.selectFrom('articles').select('id').where('title', '=', '企业宣传片').executeTakeFirstOrThrow();
    await db.updateTable('articles').set({ version: 2 }).where('id', '=', edited.id).execute();
    await sql`delete from kysely_migration where name = 'content_001_demo_pictures'`.execute(db);
    await h.built.close();

    again = await buildApp(h.config);
    expect(again.seeded).toBe(false);
    const albums = await albumsOf(again.db);
    for (const album of albums.filter((a) => a.id !== SEED_ALBUM.globalBooth)) {
      for (const photo of album.photos) await expectPhoto(again.app, photo.url, { width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
    }
    expect(albums.find((a) => a.id === SEED_ALBUM.globalBooth)!.photos).toEqual([{ url: 'https://cdn.example.com/own.jpg', title: '自己的照片' }]);
    const articles = await again.db.selectFrom('articles').select(['id', 'title', 'img']).where('title', 'in', titles).execute();
    for (const a of articles) {
      if (a.id === edited.id) expect(a.img).toBe('');
      else await expectPhoto(again.app, a.img, COVER_SIZE);
    }
    const images = async (app: BuiltApp) => Number((await app.db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const count = await images(again);
    await again.close();

    // Recorded now: the next start draws nothing more.
    again = await buildApp(h.config);
    expect(await images(again)).toBe(count);
  } finally {
    await again?.close().catch(() => undefined);
    await h.close().catch(() => undefined);
  }
});

it('draws the same scene from the same seed, and another from another', () => {
  const spec = { scene: 'lakeside', seed: 'album/2025 年度团建活动/湖边合影' } as const;
  const svg = (s: typeof spec | { scene: 'lakeside'; seed: string }) => sceneCanvas(s).foreground(1, null);
  expect(svg(spec)).toBe(svg({ ...spec }));
  expect(svg({ scene: 'lakeside', seed: 'another' })).not.toBe(svg(spec));
});
