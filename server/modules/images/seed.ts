// The image library of the seed: site 1001 gets two folders (one with a subfolder), a few real
// pictures drawn with sharp at seeding time — banners for the products, photos for the team and
// the expo (server/core/seedPictures) — and a small PDF, so the library page and the gallery
// picker open on something. Every file goes through the same storeUpload an operator's upload
// does (content checks, re-encoding, thumbnails, server-chosen names under DATA_DIR/uploads).
import type { Kysely } from 'kysely';
import { storeUpload } from './images';
import { DAY_MS } from '../../core/services/dates';
import type { DialectName } from '../../core/db/connect';
import type { Database } from '../../core/db/database';
import { SITE } from '../../core/db/seedData';
import { drawBanner, drawPhoto, type BannerSpec, type PhotoSpec } from '../../core/seedPictures';

/** Folder names of the seed (site 1001); the subfolder sits under the second. */
export const SEED_IMAGE_FOLDERS = { products: '产品图片', company: '企业风采', expo: '展会现场' } as const;

interface SeedPicture {
  name: string;
  folder: keyof typeof SEED_IMAGE_FOLDERS | null;
  width: number;
  height: number;
  /** A graphic (its gradient and words, in this format), or a photo (a JPEG). */
  draw: { banner: Pick<BannerSpec, 'colors' | 'title' | 'subtitle' | 'format'> } | { photo: Pick<PhotoSpec, 'scene' | 'seed' | 'caption'> };
}

export const SEED_PICTURES: readonly SeedPicture[] = [
  { name: '首页横幅.png', folder: null, width: 960, height: 320, draw: { banner: { colors: ['#1d4ed8', '#0ea5e9'], title: '云建站示范科技', subtitle: '数字化转型的可靠伙伴', format: 'png' } } },
  { name: '智能控制终端.jpg', folder: 'products', width: 640, height: 480, draw: { banner: { colors: ['#0f766e', '#34d399'], title: '智能控制终端', subtitle: 'SMART CONTROL TERMINAL', format: 'jpeg' } } },
  { name: '工业传感器套件.png', folder: 'products', width: 640, height: 480, draw: { banner: { colors: ['#7c2d12', '#f97316'], title: '工业传感器套件', subtitle: 'INDUSTRIAL SENSOR KIT', format: 'png' } } },
  { name: '定制解决方案.webp', folder: 'products', width: 640, height: 480, draw: { banner: { colors: ['#4c1d95', '#a78bfa'], title: '定制解决方案', subtitle: 'CUSTOM SOLUTIONS', format: 'webp' } } },
  { name: '团队风采.jpg', folder: 'company', width: 800, height: 480, draw: { photo: { scene: 'lakeside', seed: 'library/团队风采' } } },
  { name: '国际工业博览会.jpg', folder: 'expo', width: 800, height: 480, draw: { photo: { scene: 'expoBooth', seed: 'library/国际工业博览会', caption: '云建站示范科技 · 展位 A-108' } } },
];

export const SEED_PDF_NAME = '产品选型手册.pdf';

/** A seed picture's bytes. */
async function drawSeedPicture({ width, height, draw }: SeedPicture): Promise<Buffer> {
  return 'photo' in draw ? (await drawPhoto({ ...draw.photo, width, height })).data : drawBanner({ ...draw.banner, width, height });
}

/** A small valid one-page PDF (ASCII text; offsets in the cross-reference table are exact). */
export function makePdf(lines: readonly string[]): Buffer {
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 20 : 12} Tf 72 ${760 - i * 28} Td (${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Seeds site 1001's library when the site exists and has no folders or files yet. Returns whether
 * it did. Runs on a fresh seed and once more when migration 005 arrives on an older database.
 */
export async function seedImages(db: Kysely<Database>, _dialect: DialectName, dataDir: string, now: number): Promise<boolean> {
  const siteId = SITE.corporate;
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) return false;
  const hasFolder = await db.selectFrom('image_folders').select('id').where('site_id', '=', siteId).executeTakeFirst();
  const hasFile = await db.selectFrom('images').select('id').where('site_id', '=', siteId).executeTakeFirst();
  if (hasFolder || hasFile) return false;

  const at = now - 30 * DAY_MS;
  const folderId = async (name: string, parentId: number) =>
    (await db.insertInto('image_folders').values({ site_id: siteId, parent_id: parentId, name, created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  const products = await folderId(SEED_IMAGE_FOLDERS.products, 0);
  const company = await folderId(SEED_IMAGE_FOLDERS.company, 0);
  const expo = await folderId(SEED_IMAGE_FOLDERS.expo, company);
  const dirs = { products, company, expo } as const;

  const pictures = await Promise.all(SEED_PICTURES.map(drawSeedPicture));
  // Oldest first, an hour apart, so the library's newest-first order is the list's reverse.
  for (const [i, p] of SEED_PICTURES.entries()) {
    await storeUpload({ db, dataDir, now: at + (i + 1) * 3_600_000 }, siteId, p.folder ? dirs[p.folder] : 0, { data: pictures[i], fileName: p.name });
  }
  const pdf = makePdf(['Product Selection Guide', 'Smart control terminals, industrial sensor kits and custom solutions.', 'Demo file of the site console seed.']);
  await storeUpload({ db, dataDir, now: at + (SEED_PICTURES.length + 1) * 3_600_000 }, siteId, 0, { data: pdf, fileName: SEED_PDF_NAME });
  return true;
}
