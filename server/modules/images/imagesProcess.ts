// What an uploaded image becomes before it is stored: core's preparation (services/imagePrepare.ts:
// decoded, checked against its signature, turned upright, re-encoded without metadata, a thumbnail)
// with the site's watermark laid over it when the watermark is on.
import { ApiError } from '../../core/http/envelope';
import { prepareImage as prepareCoreImage, type ImageOverlay, type PreparedImage } from '../../core/services/imagePrepare';
import type { DetectedType } from '../../core/services/uploads';
import { watermarkComposites, type ActiveWatermark } from './watermark';

export { THUMB_SIZE, type PreparedImage } from '../../core/services/imagePrepare';

export const WATERMARK_UNREADABLE = '水印图片无法读取，请在水印管理中更换水印图片';

/** The watermark as core's overlay: drawn to fit each picture; an unreadable mark is worded. */
export function watermarkOverlay(mark: ActiveWatermark): ImageOverlay {
  return async (frame) => {
    try {
      return await watermarkComposites(mark, frame);
    } catch {
      throw new ApiError(409, WATERMARK_UNREADABLE);
    }
  };
}

export function prepareImage(input: Buffer, signature: DetectedType, mark: ActiveWatermark | null): Promise<PreparedImage> {
  return prepareCoreImage(input, signature, mark ? watermarkOverlay(mark) : undefined);
}
