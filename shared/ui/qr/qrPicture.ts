// A site QR code as a picture in the browser: the modules from `qrcode`, drawn by the shared SVG
// (shared/domain/settings/qrSvg.ts, the same drawing the server renders), and its files — the SVG
// as it is, the PNG drawn on a canvas at full size.
import QRCode from 'qrcode';
import { QR_MSG, type QrOptions } from '../../domain/settings/qr';
import { qrSvg, type QrPicture } from '../../domain/settings/qrSvg';

/** The picture of the options; throws QR_MSG.textTooDense when the text does not fit the level. */
export function makeQrPicture(options: QrOptions, logoHref?: string): QrPicture {
  let modules;
  try {
    modules = QRCode.create(options.text, { errorCorrectionLevel: options.level }).modules;
  } catch {
    throw new Error(QR_MSG.textTooDense);
  }
  return qrSvg(modules, options, logoHref);
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function svgBlob(picture: QrPicture): Blob {
  return new Blob([picture.svg], { type: 'image/svg+xml' });
}

/** The PNG of a picture, drawn at its full size on a canvas. */
export async function pngBlob(picture: QrPicture): Promise<Blob> {
  const image = new Image();
  image.decoding = 'async';
  const loaded = new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('二维码图片生成失败'));
  });
  image.src = svgDataUrl(picture.svg);
  await loaded;
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('二维码图片生成失败');
  context.drawImage(image, 0, 0, picture.width, picture.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('二维码图片生成失败'))), 'image/png'));
}

/** Hands a file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A picture of the site's library as a data: URL (an SVG drawn on a canvas loads nothing from outside). */
export async function logoAsDataUrl(src: string, signal?: AbortSignal): Promise<string> {
  const res = await fetch(src, { signal, credentials: 'same-origin' });
  if (!res.ok) throw new Error(QR_MSG.logoMissing);
  const blob = await res.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(QR_MSG.logoMissing));
    reader.readAsDataURL(blob);
  });
}
