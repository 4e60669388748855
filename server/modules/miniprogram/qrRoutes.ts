// The QR code of a bound mini-program (admin/xcx/qrcode?platform=…; key xys_xcx), drawn by the
// server with the qrcode package: the published address once 发布 has given one, else the preview
// path of the first shown page (shared/domain mpQrText). The console shows it and saves it.
import QRCode from 'qrcode';
import { Readable } from 'node:stream';
import { MP_MSG, MP_PERMISSION, MP_PLATFORMS, mpQrText, type MpPlatform } from '../../../shared/domain/miniprogram';
import { ApiError } from '../../core/http/envelope';
import { FileAnswer, route, type AnyRoute } from '../../core/http/routeDef';
import { obj, oneOf } from '../../core/http/schemas';
import { bindingRow } from './bindingStore';
import { visiblePages } from './pageStore';
import { mpSite } from './siteGuard';

const PNG_WIDTH = 360;

export const qrRoutes: AnyRoute[] = [
  route<{ platform: MpPlatform }, undefined, unknown>('xcxQrCode', {
    access: { permission: MP_PERMISSION }, mutates: false,
    schema: { querystring: obj({ platform: oneOf(MP_PLATFORMS) }, ['platform']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await mpSite(ctx);
      const { platform } = ctx.query;
      const row = await bindingRow(db, site.id, platform);
      // Only a bound mini-program has an address or a preview to scan.
      if (!row) throw new ApiError(400, MP_MSG.notBound);
      const first = (await visiblePages(db, site.id))[0];
      const { text, preview } = mpQrText({ platform, appId: row.app_id, releaseUrl: row.release_url }, first?.path ?? null);
      const png = await QRCode.toBuffer(text, { type: 'png', width: PNG_WIDTH, margin: 2, errorCorrectionLevel: 'M' });
      const name = `${preview ? '预览' : ''}小程序码_${platform}_${row.app_id}.png`;
      return new FileAnswer(Readable.from([png]), 'image/png', name, `miniprogram_${platform}_${row.app_id}.png`, 'inline');
    },
  }),
];
