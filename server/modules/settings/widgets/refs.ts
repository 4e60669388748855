// What a widget's save refers to outside itself must be the active site's: library pictures and
// videos (/uploads/<site>/…) and 外文客服's lead form. Another site's → 404, nothing stored.
import type { Kysely } from 'kysely';
import { widgetLibraryFile, WIDGET_MSG, type WidgetKind, type WidgetSettings } from '../../../../shared/domain/settings/widgets';
import type { Database } from '../../../core/db/database';
import { ApiError } from '../../../core/http/envelope';

const FILE_NOT_FOUND = '所选文件不存在或不属于当前网站';

function libraryPaths(kind: WidgetKind, settings: WidgetSettings<WidgetKind>): [string, string][] {
  if (kind === 'customer') return [['wechatQr', (settings as WidgetSettings<'customer'>).wechatQr]];
  if (kind === 'video') {
    const v = settings as WidgetSettings<'video'>;
    return [['poster', v.poster], ...(v.source === 'gallery' ? [['url', v.url] as [string, string]] : [])];
  }
  return [];
}

export async function checkWidgetRefs(db: Kysely<Database>, siteId: number, kind: WidgetKind, settings: WidgetSettings<WidgetKind>): Promise<void> {
  for (const [field, url] of libraryPaths(kind, settings)) {
    const file = url ? widgetLibraryFile(url) : null;
    if (file && file.siteId !== siteId) throw new ApiError(404, FILE_NOT_FOUND, { field });
  }
  if (kind === 'enMessage') {
    const formId = (settings as WidgetSettings<'enMessage'>).formId;
    if (!formId) return;
    const form = await db.selectFrom('forms').select('id').where('id', '=', formId).where('site_id', '=', siteId).executeTakeFirst();
    if (!form) throw new ApiError(404, WIDGET_MSG.formNotFound, { field: 'formId' });
  }
}

/** The title of 外文客服's form, for the page (null when it was deleted since). */
export async function formTitleOf(db: Kysely<Database>, siteId: number, formId: number): Promise<string | null> {
  if (!formId) return null;
  const form = await db.selectFrom('forms').select('title').where('id', '=', formId).where('site_id', '=', siteId).executeTakeFirst();
  return form?.title ?? null;
}

/** The published lead forms among these ids (a visitor is only offered a form it can submit). */
export async function publishedForms(db: Kysely<Database>, siteId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('forms').select('id').where('site_id', '=', siteId).where('id', 'in', ids).where('published', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}
