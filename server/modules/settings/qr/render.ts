// The server's PNG of a site's code (issue 14 §6): the shared SVG (shared/domain/settings/qrSvg.ts)
// drawn by sharp, so it is the picture the console's generator shows. The logo is read from the
// site's uploads and embedded as a data: URL (the SVG loads nothing from outside).
import fsp from 'node:fs/promises';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { isQrLogoSrc, qrDrawsLogo, QR_MSG, type QrOptions } from '../../../../shared/domain/settings/qr';
import { qrSvg } from '../../../../shared/domain/settings/qrSvg';
import { ApiError } from '../../../core/http/envelope';
import { storedOfUrl, storedPath, uploadsRoot } from '../../../core/services/uploads';

/** The code's modules, or 400 when the text does not fit a code of this level. */
export function qrModules(o: QrOptions) {
  try {
    return QRCode.create(o.text, { errorCorrectionLevel: o.level }).modules;
  } catch {
    throw new ApiError(400, QR_MSG.textTooDense);
  }
}

/** The logo's bytes as a PNG data: URL (at most 256 px), or 400 when it is not the site's picture. */
export async function logoDataUrl(dataDir: string, siteId: number, src: string): Promise<string> {
  const stored = storedOfUrl(src);
  if (!stored || !isQrLogoSrc(src, siteId)) throw new ApiError(400, QR_MSG.badLogo);
  let bytes: Buffer;
  try {
    bytes = await fsp.readFile(storedPath(uploadsRoot(dataDir), stored));
  } catch {
    throw new ApiError(400, QR_MSG.logoMissing);
  }
  try {
    const png = await sharp(bytes).resize(256, 256, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    throw new ApiError(400, QR_MSG.logoMissing);
  }
}

/** The PNG of the options (already clamped and checked). */
export async function renderQrPng(dataDir: string, siteId: number, o: QrOptions): Promise<Buffer> {
  const modules = qrModules(o);
  const logo = qrDrawsLogo(o) ? await logoDataUrl(dataDir, siteId, o.logo.src) : undefined;
  const picture = qrSvg(modules, o, logo);
  return sharp(Buffer.from(picture.svg)).png().toBuffer();
}
