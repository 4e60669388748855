// What a decoration refers to outside itself must be the active site's (issue 15 §6): pictures and
// files of its library (the images table, not just an /uploads/<site>/ address), submit_form's lead
// form, and an inside link's record. Another site's, or one since deleted → 404, nothing stored.
import type { Kysely, Transaction } from 'kysely';
import type { RecordLinkKind } from '../../../shared/domain/design/links';
import type { DecorationSections, SectionStyle } from '../../../shared/domain/design/style';
import type { Database } from '../../core/db/database';
import { ApiError } from '../../core/http/envelope';

type Db = Kysely<Database> | Transaction<Database>;

export const REF_MSG = {
  fileNotFound: '所选文件不存在或不属于当前网站',
  formNotFound: '所选表单不存在或不属于当前网站',
  recordNotFound: '链接的内容不存在或不属于当前网站',
} as const;

/** The library files a section uses, each with the path of its field. */
function libraryFiles(name: string, s: SectionStyle): [string, string][] {
  const out: [string, string][] = [];
  if (s.background.image) out.push([`${name}.background.image`, s.background.image]);
  const b = s.button;
  if (b.link === 'fun' && b.action === 'file_download' && b.file) out.push([`${name}.button.file`, b.file]);
  if (b.link === 'fun' && b.action === 'pop_video' && b.videoType === 'local_add' && b.video) out.push([`${name}.button.video`, b.video]);
  return out;
}

/** One record of the site by kind (live articles and products: not in the recycle bin). */
async function recordExists(db: Db, siteId: number, kind: RecordLinkKind, id: number): Promise<boolean> {
  if (kind === 'article') {
    return !!(await db.selectFrom('articles').select('id').where('id', '=', id).where('site_id', '=', siteId).where('disabled', '=', 0).executeTakeFirst());
  }
  if (kind === 'product') {
    return !!(await db.selectFrom('products').select('id').where('id', '=', id).where('site_id', '=', siteId).where('disabled', '=', 0).executeTakeFirst());
  }
  if (kind === 'article_type') return !!(await db.selectFrom('categories').select('id').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst());
  return !!(await db.selectFrom('product_categories').select('id').where('id', '=', id).where('site_id', '=', siteId).executeTakeFirst());
}

/** Throws 404 naming the field of the first reference that is not the site's. */
export async function checkDecorationRefs(db: Db, siteId: number, sections: DecorationSections): Promise<void> {
  const entries = Object.entries(sections) as [string, SectionStyle][];
  const files = entries.flatMap(([name, s]) => libraryFiles(name, s));
  if (files.length) {
    const urls = [...new Set(files.map(([, url]) => url))];
    const rows = await db.selectFrom('images').select('url').where('site_id', '=', siteId).where('url', 'in', urls).execute();
    const own = new Set(rows.map((r) => r.url));
    const missing = files.find(([, url]) => !own.has(url));
    if (missing) throw new ApiError(404, REF_MSG.fileNotFound, { field: missing[0] });
  }
  for (const [name, s] of entries) {
    const b = s.button;
    if (b.link === 'fun' && b.action === 'submit_form') {
      const form = await db.selectFrom('forms').select('id').where('id', '=', b.formId).where('site_id', '=', siteId).executeTakeFirst();
      if (!form) throw new ApiError(404, REF_MSG.formNotFound, { field: `${name}.button.formId` });
    }
    if (b.link === 'inside_link' && b.insideKind !== 'section' && !(await recordExists(db, siteId, b.insideKind, b.recordId))) {
      throw new ApiError(404, REF_MSG.recordNotFound, { field: `${name}.button.recordId` });
    }
  }
}
