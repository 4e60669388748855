// Pictures drawn by sharp from an SVG mock-up of a page in the template's colour: a template's card
// pictures (PC and phone) and a built site's preview pictures (the same mock-up with the site's
// name). Drawn on first request and kept under DATA_DIR/cache (written aside, then renamed).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface Look {
  /** Big title: the template's name or the site's name. */
  title: string;
  /** Small line: the template's code and industry. */
  subtitle: string;
  accent: string;
}

const FONT = 'WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const safeColour = (hex: string) => (/^#[0-9a-fA-F]{6}$/.test(hex) ? hex : '#1f6feb');

/** A page mock-up: header bar, banner in the accent colour with the title, three blocks, footer. */
export function pageSvg(look: Look, device: 'pc' | 'mobile'): string {
  const [w, h] = device === 'pc' ? [640, 400] : [240, 426];
  const accent = safeColour(look.accent);
  const pad = device === 'pc' ? 24 : 12;
  const bannerH = Math.round(h * 0.42);
  const blocks = device === 'pc' ? 3 : 1;
  const blockW = (w - pad * (blocks + 1)) / blocks;
  const blockY = 40 + bannerH + pad;
  const blockH = h - blockY - 40;
  const nav = device === 'pc'
    ? [0, 1, 2, 3].map((i) => `<rect x="${w - 300 + i * 70}" y="16" width="50" height="8" rx="4" fill="#ffffff" fill-opacity="0.8"/>`).join('')
    : `<rect x="${w - 32}" y="12" width="20" height="3" fill="#fff"/><rect x="${w - 32}" y="19" width="20" height="3" fill="#fff"/><rect x="${w - 32}" y="26" width="20" height="3" fill="#fff"/>`;
  const titleSize = device === 'pc' ? 30 : 17;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="#f5f6f8"/>
<rect width="${w}" height="40" fill="${accent}"/>
<rect x="${pad}" y="12" width="70" height="16" rx="3" fill="#ffffff" fill-opacity="0.9"/>
${nav}
<rect y="40" width="${w}" height="${bannerH}" fill="${accent}" fill-opacity="0.78"/>
<text x="${w / 2}" y="${40 + bannerH / 2}" font-family="${FONT}" font-size="${titleSize}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(look.title)}</text>
<text x="${w / 2}" y="${40 + bannerH / 2 + titleSize}" font-family="${FONT}" font-size="${Math.round(titleSize / 2)}" fill="#ffffff" fill-opacity="0.9" text-anchor="middle">${escapeXml(look.subtitle)}</text>
${Array.from({ length: blocks }, (_, i) => `<rect x="${pad + i * (blockW + pad)}" y="${blockY}" width="${blockW}" height="${blockH}" rx="6" fill="#ffffff"/><rect x="${pad + i * (blockW + pad) + 12}" y="${blockY + 12}" width="${blockW * 0.5}" height="8" rx="4" fill="${accent}"/>`).join('')}
<rect y="${h - 28}" width="${w}" height="28" fill="#2b2f36"/>
</svg>`;
}

export async function drawWebp(look: Look, device: 'pc' | 'mobile'): Promise<Buffer> {
  return sharp(Buffer.from(pageSvg(look, device))).webp({ quality: 80 }).toBuffer();
}

export async function drawPng(look: Look, device: 'pc' | 'mobile'): Promise<Buffer> {
  return sharp(Buffer.from(pageSvg(look, device))).png().toBuffer();
}

/** The file at `file`, drawing and writing it first when it is not there. */
export async function cachedFile(file: string, draw: () => Promise<Buffer>): Promise<string> {
  if (fs.existsSync(file)) return file;
  const bytes = await draw();
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(temp, bytes);
  await fsp.rename(temp, file);
  return file;
}

export const templatePictureFile = (dataDir: string, code: string, device: 'pc' | 'mobile') =>
  path.join(dataDir, 'cache', 'templates', `${code}-${device}.webp`);

/** A site's preview pictures: named by its theme's random token and its templates, so a change draws new ones. */
export const sitePreviewName = (token: string, pcId: number, mobileId: number | null, device: 'pc' | 'mobile') =>
  `${token}-${pcId}-${mobileId ?? 0}-${device}.png`;

export const sitePreviewFile = (dataDir: string, siteId: number, name: string) => path.join(dataDir, 'site-preview', String(siteId), name);
export const sitePreviewUrl = (siteId: number, name: string) => `/site-preview/${siteId}/${name}`;
