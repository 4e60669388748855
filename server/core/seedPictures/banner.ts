// A promotional banner for the seed's image library: a diagonal gradient, two soft circles, a title
// and a subtitle — a graphic, not a photo (the library's product pictures and the home banner).
import sharp from 'sharp';
import { escapeXml } from './svg';

export interface BannerSpec {
  width: number;
  height: number;
  colors: [string, string];
  title: string;
  subtitle: string;
  format: 'png' | 'jpeg' | 'webp';
}

export async function drawBanner(p: BannerSpec): Promise<Buffer> {
  const { width: w, height: h } = p;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.colors[0]}"/><stop offset="1" stop-color="${p.colors[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.12"/>
  <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.3}" fill="#ffffff" fill-opacity="0.10"/>
  <text x="${w / 2}" y="${h / 2}" font-family="sans-serif" font-size="${Math.round(h / 7)}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeXml(p.title)}</text>
  <text x="${w / 2}" y="${h / 2 + h / 8}" font-family="sans-serif" font-size="${Math.round(h / 16)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(p.subtitle)}</text>
</svg>`;
  const image = sharp(Buffer.from(svg));
  if (p.format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer();
  if (p.format === 'webp') return image.webp({ quality: 85 }).toBuffer();
  return image.png().toBuffer();
}
