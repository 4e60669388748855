// The demo's photos: the seeded albums' photos (their covers are the first) and the covers of some
// seeded articles are photos drawn at seeding time (server/core/seedPictures) and stored as uploads
// are — synced files under DATA_DIR/uploads, a row in the site's image library (folders 相册图片/
// <album> and 文章配图), served at /uploads/… and deleted from the library like any upload.
// Only rows still holding what the seed wrote get pictures: an album whose photos are the seed's
// placeholders, an article at version 1 without a cover. So an operator's edits are never touched.
// Runs after a fresh seed, and once on a database seeded before (migration content_001_demo_pictures).
import type { Kysely } from 'kysely';
import type { AlbumPhoto } from '../../../shared/domain/api/content';
import type { Database } from '../../core/db/database';
import { SITE } from '../../core/db/seedData';
import { DAY_MS } from '../../core/services/dates';
import { imageTypeOfFormat, newStoredNames, removeStored, uploadsRoot, writeStored } from '../../core/services/uploads';
import { drawPhoto, type DrawnPhoto, type PhotoSpec, type SceneName } from '../../core/seedPictures';
import { SEED_ALBUM, SEED_ALBUMS } from './seedLibrary';

/** The image-library folders the pictures are filed in (one subfolder per album, named after it). */
export const DEMO_PICTURE_FOLDERS = { albums: '相册图片', covers: '文章配图' } as const;

interface Shot {
  scene: SceneName;
  /** Words on a banner or sign in the picture. */
  caption?: string;
}

/** Each seeded album's photos, in the order (and with the titles) of its placeholders. */
export const ALBUM_SHOTS: Readonly<Record<number, readonly (Shot & { title: string })[]>> = {
  [SEED_ALBUM.teamBuilding]: [
    { title: '集合出发', scene: 'departure' },
    { title: '湖边合影', scene: 'lakeside' },
    { title: '拓展训练', scene: 'teamGame' },
    { title: '篝火晚会', scene: 'campfire' },
    { title: '颁奖环节', scene: 'awardStage', caption: '2025 年度团建 · 颁奖典礼' },
    { title: '返程留念', scene: 'sunsetCheer' },
  ],
  [SEED_ALBUM.newCampus]: [
    { title: '厂区全景', scene: 'campusAerial', caption: '云建站示范科技' },
    { title: '剪彩仪式', scene: 'ribbonCutting', caption: '新厂区落成典礼' },
    { title: '嘉宾致辞', scene: 'podium', caption: '新厂区落成典礼' },
    { title: '生产车间', scene: 'workshop' },
  ],
  [SEED_ALBUM.globalBooth]: [
    { title: 'Booth', scene: 'expoBooth', caption: 'DEMO TECH' },
    { title: 'Team', scene: 'expoBooth', caption: 'DEMO TECH · HALL 3' },
  ],
};

/** Covers of seeded articles, by site and title: a photo of its own (filed under `name`), or its album's cover. */
export const ARTICLE_COVERS: readonly ({ site: number; title: string } & ({ name: string; shot: Shot } | { album: number }))[] = [
  { site: SITE.corporate, title: '公司荣获年度数字化转型优秀企业称号', name: '颁奖现场.jpg', shot: { scene: 'awardStage', caption: '年度数字化转型优秀企业' } },
  { site: SITE.corporate, title: '新一代智能制造生产线正式投产', name: '智能制造生产线.jpg', shot: { scene: 'workshop' } },
  { site: SITE.corporate, title: '我司参加国际工业博览会', name: '博览会展位.jpg', shot: { scene: 'expoBooth', caption: '云建站示范科技' } },
  { site: SITE.corporate, title: '公司与高校共建联合实验室', name: '联合实验室.jpg', shot: { scene: 'laboratory' } },
  { site: SITE.corporate, title: '某汽车零部件企业数字化工厂改造案例', name: '数字化工厂车间.jpg', shot: { scene: 'workshop' } },
  { site: SITE.corporate, title: '连锁零售品牌全渠道官网建设案例', name: '品牌门店.jpg', shot: { scene: 'storefront', caption: '优选生活馆' } },
  { site: SITE.corporate, title: '医疗器械企业外贸独立站案例', name: '出口港区.jpg', shot: { scene: 'port' } },
  { site: SITE.corporate, title: '企业宣传片', name: '宣传片封面.jpg', shot: { scene: 'skyline' } },
  { site: SITE.corporate, title: '2025 年度团建活动相册', album: SEED_ALBUM.teamBuilding },
  { site: SITE.corporate, title: '新厂区落成典礼相册', album: SEED_ALBUM.newCampus },
  { site: SITE.global, title: 'Company Attends Global Industry Expo', album: SEED_ALBUM.globalBooth },
  { site: SITE.global, title: 'New Distribution Centre Opens in Europe', name: 'Distribution Centre.jpg', shot: { scene: 'warehouse' } },
];

/** Covers are shown small (the article form, a site's lists): smaller pictures, drawn faster. */
export const COVER_SIZE = { width: 640, height: 427 } as const;

type SeedAlbum = (typeof SEED_ALBUMS)[number];
type ArticleCover = (typeof ARTICLE_COVERS)[number];

/** What each picture shows: the same spec draws the same bytes (and is drawn once, drawPhoto memoises). */
const albumPhotoSpec = (album: SeedAlbum, shot: Shot & { title: string }): PhotoSpec => ({ ...shot, seed: `album/${album.title}/${shot.title}` });
const coverSpec = (c: ArticleCover & { shot: Shot }): PhotoSpec => ({ ...c.shot, seed: `cover/${c.title}`, ...COVER_SIZE });

/**
 * Starts drawing every demo picture without waiting: called while a fresh database's rows are
 * being written, so sharp's threads draw while the main thread inserts rows (attachDemoPictures
 * then finds them drawn). Failures surface there, when the pictures are awaited.
 */
export function startDrawingDemoPictures(): void {
  const specs = [
    ...SEED_ALBUMS.flatMap((a) => ALBUM_SHOTS[a.id].map((shot) => albumPhotoSpec(a, shot))),
    ...ARTICLE_COVERS.flatMap((c) => ('shot' in c ? [coverSpec(c)] : [])),
  ];
  void Promise.allSettled(specs.map(drawPhoto));
}

/** A picture to store: where it is filed, under which name, and what it shows. */
interface Planned {
  siteId: number;
  /** Folder path under the library's root, e.g. ['相册图片', '新厂区落成典礼']. */
  folder: readonly string[];
  name: string;
  photo: Promise<DrawnPhoto>;
}

const JPEG = imageTypeOfFormat('jpeg')!;

/** The folder at this path under the site's root, made where missing; answers its id. */
async function folderAt(db: Kysely<Database>, siteId: number, path: readonly string[], at: number, made: Map<string, number>): Promise<number> {
  let parent = 0;
  for (const [depth, name] of path.entries()) {
    const key = `${siteId}/${path.slice(0, depth + 1).join('/')}`;
    let id = made.get(key);
    if (id === undefined) {
      const found = await db.selectFrom('image_folders').select('id').where('site_id', '=', siteId).where('parent_id', '=', parent).where('name', '=', name).executeTakeFirst();
      id = found?.id ?? (await db.insertInto('image_folders').values({ site_id: siteId, parent_id: parent, name, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
      made.set(key, id);
    }
    parent = id;
  }
  return parent;
}

/**
 * Writes the pictures (each file and its thumbnail synced before any row points at them) and
 * records them in the library; answers their addresses in order. Dated before the library's own
 * seed files, so the library still opens on those.
 */
async function storePictures(db: Kysely<Database>, dataDir: string, now: number, planned: readonly Planned[]): Promise<string[]> {
  const root = uploadsRoot(dataDir);
  const at = (i: number) => now - 45 * DAY_MS + i * 60_000;
  const photos = await Promise.all(planned.map((p) => p.photo));
  const names = planned.map((p, i) => newStoredNames(p.siteId, at(i), JPEG));
  const written: string[] = [];
  try {
    await Promise.all(names.flatMap((n, i) => [
      writeStored(root, n.stored, photos[i].data).then(() => written.push(n.stored)),
      writeStored(root, n.thumbStored!, photos[i].thumb).then(() => written.push(n.thumbStored!)),
    ]));
    await db.transaction().execute(async (trx) => {
      const folders = new Map<string, number>();
      const rows = [];
      for (const [i, p] of planned.entries()) {
        rows.push({
          site_id: p.siteId, dir_id: await folderAt(trx, p.siteId, p.folder, at(0), folders), name: p.name, name_search: p.name.toLowerCase(),
          stored_name: names[i].stored, url: names[i].url, thumb_url: names[i].thumbUrl, mime: JPEG.mime, kind: 'image' as const,
          width: photos[i].width, height: photos[i].height, size: photos[i].data.length, created_at: at(i),
        });
      }
      if (rows.length) await trx.insertInto('images').values(rows).execute();
    });
  } catch (err) {
    await removeStored(root, written);
    throw err;
  }
  return names.map((n) => n.url);
}

/** Gives the untouched seeded albums and articles their pictures; answers how many of each. */
export async function attachDemoPictures(db: Kysely<Database>, dataDir: string, now: number): Promise<{ albums: number; articles: number }> {
  const albumRows = await db.selectFrom('albums').select(['id', 'site_id', 'photos', 'cover']).where('id', 'in', SEED_ALBUMS.map((a) => a.id)).execute();
  const albums = SEED_ALBUMS.filter((a) => {
    const row = albumRows.find((r) => r.id === a.id);
    return row && row.site_id === a.site && row.photos === JSON.stringify(a.photos) && row.cover === a.photos[0].url;
  });
  const articleRows = await db.selectFrom('articles').select(['id', 'site_id', 'title'])
    .where('title', 'in', ARTICLE_COVERS.map((c) => c.title)).where('img', '=', '').where('version', '=', 1).execute();
  const covers = ARTICLE_COVERS.flatMap((c) => {
    const row = articleRows.find((r) => r.site_id === c.site && r.title === c.title);
    // An album's cover only when that album gets its pictures now.
    return row && (!('album' in c) || albums.some((a) => a.id === c.album)) ? [{ ...c, articleId: row.id }] : [];
  });
  if (!albums.length && !covers.length) return { albums: 0, articles: 0 };

  // Every picture is started at once: sharp draws them on its threads in parallel.
  const planned: Planned[] = [];
  for (const a of albums) {
    for (const shot of ALBUM_SHOTS[a.id]) {
      planned.push({ siteId: a.site, folder: [DEMO_PICTURE_FOLDERS.albums, a.title], name: `${shot.title}.jpg`, photo: drawPhoto(albumPhotoSpec(a, shot)) });
    }
  }
  for (const c of covers) {
    if ('shot' in c) planned.push({ siteId: c.site, folder: [DEMO_PICTURE_FOLDERS.covers], name: c.name, photo: drawPhoto(coverSpec(c)) });
  }
  const urls = await storePictures(db, dataDir, now, planned);
  const urlOf = (siteId: number, folder: readonly string[], name: string) => urls[planned.findIndex((p) => p.siteId === siteId && p.folder.join('/') === folder.join('/') && p.name === name)];

  await db.transaction().execute(async (trx) => {
    const albumCover = new Map<number, string>();
    for (const a of albums) {
      const photos: AlbumPhoto[] = ALBUM_SHOTS[a.id].map((shot) => ({ url: urlOf(a.site, [DEMO_PICTURE_FOLDERS.albums, a.title], `${shot.title}.jpg`), title: shot.title }));
      albumCover.set(a.id, photos[0].url);
      await trx.updateTable('albums').set({ photos: JSON.stringify(photos), cover: photos[0].url }).where('id', '=', a.id).execute();
    }
    for (const c of covers) {
      const img = 'album' in c ? albumCover.get(c.album)! : urlOf(c.site, [DEMO_PICTURE_FOLDERS.covers], c.name);
      await trx.updateTable('articles').set({ img }).where('id', '=', c.articleId).execute();
      // The first revision is the article as seeded: it had this cover all along.
      const revision = await trx.selectFrom('article_revisions').select(['id', 'snapshot']).where('article_id', '=', c.articleId).where('version', '=', 1).executeTakeFirst();
      if (revision) await trx.updateTable('article_revisions').set({ snapshot: JSON.stringify({ ...JSON.parse(revision.snapshot), img }) }).where('id', '=', revision.id).execute();
    }
  });
  return { albums: albums.length, articles: covers.length };
}
