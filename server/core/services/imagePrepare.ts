// What a picture becomes before it is filed in a site's image library, whoever files it (an upload,
// a captured product's pictures): decoded by sharp (which must agree with the signature — a PNG
// renamed .jpg is a PNG; HTML or SVG named .png is no image at all), turned upright by its EXIF
// orientation, given an overlay when the caller has one (the images module's watermark), re-encoded
// in its own format without any metadata (EXIF, GPS, comments), plus a 240 px WebP thumbnail.
import sharp, { type Metadata, type OverlayOptions } from 'sharp';
import { ApiError } from '../http/envelope';
import { IMAGE_PIXEL_LIMIT, imageTypeOfFormat, typeRefused, UPLOAD_MSG, type DetectedType } from './uploads';

export const THUMB_SIZE = 240;

export interface PreparedImage {
  type: DetectedType;
  data: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** The picture's upright size and frames, for an overlay drawn to fit it. */
export interface ImageFrame {
  width: number;
  pageHeight: number;
  pages: number;
}

/** Composites laid over the picture (a watermark); its failure is the caller's to word. */
export type ImageOverlay = (frame: ImageFrame) => Promise<OverlayOptions[]>;

export async function prepareImage(input: Buffer, signature: DetectedType, overlay?: ImageOverlay): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    // No pixel limit for reading the header: the limit is checked below with the frame count.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw typeRefused(UPLOAD_MSG.corruptImage);
  }
  const type = imageTypeOfFormat(meta.format);
  // The decoder must agree with the signature (a file cannot be a GIF to one and a PNG to the other).
  if (!type || type.ext !== signature.ext) throw typeRefused();
  const width = meta.width ?? 0;
  const frameHeight = meta.pageHeight ?? meta.height ?? 0;
  const pages = Math.max(1, meta.pages ?? 1);
  if (width <= 0 || frameHeight <= 0) throw typeRefused(UPLOAD_MSG.corruptImage);
  if (width * frameHeight * pages > IMAGE_PIXEL_LIMIT) throw new ApiError(413, UPLOAD_MSG.tooManyPixels);

  const animated = pages > 1;
  // Orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = !animated && (meta.orientation ?? 1) >= 5;
  const outWidth = turned ? frameHeight : width;
  const outHeight = turned ? width : frameHeight;

  const composites = overlay ? await overlay({ width: outWidth, pageHeight: outHeight, pages }) : [];

  try {
    let pipeline = sharp(input, { animated, limitInputPixels: IMAGE_PIXEL_LIMIT });
    if (!animated) pipeline = pipeline.rotate();
    if (composites.length) pipeline = pipeline.composite(composites);
    // sharp copies no metadata unless asked to (withMetadata / keepExif): none is kept.
    switch (type.ext) {
      case 'jpg':
        pipeline = pipeline.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
        break;
      case 'png':
        pipeline = pipeline.png({ compressionLevel: 6 });
        break;
      case 'gif':
        pipeline = pipeline.gif();
        break;
      default:
        pipeline = pipeline.webp({ quality: 88, effort: 2 });
    }
    const data = await pipeline.toBuffer();
    const thumb = await sharp(data, { page: 0, limitInputPixels: IMAGE_PIXEL_LIMIT })
      .resize({ width: THUMB_SIZE, height: THUMB_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: 2 })
      .toBuffer();
    return { type, data, thumb, width: outWidth, height: outHeight };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // A header that reads but pixels that do not (truncated or corrupt data).
    throw typeRefused(UPLOAD_MSG.corruptImage);
  }
}
