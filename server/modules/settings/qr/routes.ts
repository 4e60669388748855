// 网站二维码 (admin/sysconfig qrCodeConfig GET and POST, qrCodeImage; key qrcode_setting): the
// active site's saved generator options (or the §9 defaults reading its primary address), their
// save (the rules of shared/domain/settings/qr.ts, the changes in the operation log), and the PNG
// the server draws of them, cached per site.
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import {
  checkQrOptions, clampQrOptions, qrBadColorField, qrDefaults, qrSiteAddress, QR_MSG, QR_LABEL_EFFECTS, QR_LABEL_MAX, QR_LEVELS, QR_LIMITS,
  QR_LOGO_SRC_MAX, QR_TEXT_MAX, qrDrawsLogo, type QrConfigData, type QrOptions,
} from '../../../../shared/domain/settings/qr';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';
import { FileAnswer, route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { bool, EMPTY, int, obj, oneOf, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { cachedQrPng, clearQrCache } from './cache';
import { qrChanges } from './changes';
import { logoDataUrl, qrModules, renderQrPng } from './render';

const QR_KEY = 'qrcode_setting';
const L = QR_LIMITS;
// #RRGGBB, checked by the handler (qrBadColorField) so a refusal names the colour in Chinese.
const color = () => str(7);
const bounded = (b: { min: number; max: number }) => int(b.min, b.max);
const all = (props: Record<string, Record<string, unknown>>) => obj(props, Object.keys(props));

export const QR_OPTIONS_SCHEMA = all({
  text: str(QR_TEXT_MAX), level: oneOf(QR_LEVELS), width: bounded(L.width), margin: bounded(L.margin),
  foreground: color(), background: color(),
  gradient: all({ enabled: bool(), type: oneOf(['linear', 'radial']), from: color(), to: color(), angle: bounded(L.angle) }),
  logo: all({
    enabled: bool(), src: str(QR_LOGO_SRC_MAX), size: bounded(L.logoSize), border: bounded(L.logoBorder), borderColor: color(),
    radius: bounded(L.logoRadius), stroke: bounded(L.logoStroke), strokeColor: color(),
  }),
  label: all({
    text: str(QR_LABEL_MAX), position: oneOf(['top', 'bottom']), size: bounded(L.labelSize), color: color(), bold: bool(),
    effect: oneOf(QR_LABEL_EFFECTS), effectColor: color(),
  }),
  rotate: bounded(L.rotate),
});

type Db = Kysely<Database>;

/** The site's primary address: its first bound domain. */
async function siteAddress(db: Db, siteId: number): Promise<string> {
  const domain = await db.selectFrom('site_domains').select('domain').where('site_id', '=', siteId).orderBy('id').limit(1).executeTakeFirst();
  return qrSiteAddress(domain?.domain);
}

/** The saved options (clamped: a stored config from an older release reads within today's bounds), or null. */
export async function savedQrOptions(db: Db, siteId: number): Promise<{ options: QrOptions; updated_at: number } | null> {
  const row = await db.selectFrom('qr_configs').select(['options', 'updated_at']).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) return null;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(row.options);
  } catch {
    parsed = null;
  }
  return { options: clampQrOptions(parsed as Partial<QrOptions>), updated_at: Number(row.updated_at) };
}

async function currentOptions(db: Db, siteId: number): Promise<{ data: QrConfigData }> {
  const [saved, address] = await Promise.all([savedQrOptions(db, siteId), siteAddress(db, siteId)]);
  const options = saved?.options ?? qrDefaults(address);
  // A config saved with an empty text would be refused; the defaults always read the address.
  return { data: { options: { ...options, text: options.text || address }, site_address: address, saved: saved !== null, updated_at: saved?.updated_at ?? null } };
}

export const qrRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, QrConfigData>('qrConfigGet', {
    access: { permission: QR_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return (await currentOptions(ctx.deps.db, site.id)).data;
    },
  }),

  route<Record<string, never>, QrOptions, QrConfigData>('qrConfigSave', {
    access: { permission: QR_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: QR_OPTIONS_SCHEMA },
    async handler(ctx) {
      const { db, config, now } = ctx.deps;
      const site = await activeSite(ctx);
      const badColor = qrBadColorField(ctx.body);
      if (badColor) throw new ApiError(400, `${QR_MSG.badColor}（${badColor}）`);
      const options = clampQrOptions(ctx.body);
      const problem = checkQrOptions(options, site.id);
      if (problem) throw new ApiError(400, problem);
      // The code must be drawable as saved: the text fits the level, the logo is the site's picture.
      qrModules(options);
      if (qrDrawsLogo(options) || (options.logo.enabled && options.logo.src)) await logoDataUrl(config.dataDir, site.id, options.logo.src);
      const before = await savedQrOptions(db, site.id);
      const at = now();
      const values = { options: JSON.stringify(options), account_id: signedIn(ctx).account.id, updated_at: at };
      await db.insertInto('qr_configs').values({ site_id: site.id, ...values })
        .onConflict((oc) => oc.column('site_id').doUpdateSet(values)).execute();
      await clearQrCache(config.dataDir, site.id);
      ctx.note({ detail: '保存网站二维码设置', changes: qrChanges(before?.options ?? null, options) });
      return (await currentOptions(db, site.id)).data;
    },
  }),

  route<Record<string, never>, undefined, unknown>('qrImage', {
    access: { permission: QR_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const { db, config } = ctx.deps;
      const site = await activeSite(ctx);
      const { options } = (await currentOptions(db, site.id)).data;
      if (!options.text) throw new ApiError(400, '请先填写二维码内容');
      const file = await cachedQrPng(config.dataDir, site.id, options, () => renderQrPng(config.dataDir, site.id, options));
      return new FileAnswer(fs.createReadStream(file), 'image/png', `网站二维码_${site.id}.png`, `qrcode_${site.id}.png`, 'inline');
    },
  }),
];
