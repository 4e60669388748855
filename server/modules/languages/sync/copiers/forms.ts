// Lead forms: the title, the button and pop-up names, and each item's title, hint (placeholder),
// heading and sub-heading (text items) and options (one a line; the options are recomputed from
// them as every save does). Names, types and rules stay as they are. The translated form is checked
// by the forms' own rule book (shared/domain/forms, checkLeadForm) before it is written: a
// translation breaking a rule (a title too long …) refuses the call with the reason, nothing written.
import type { Selectable } from 'kysely';
import { checkLeadForm, type FormItem, type LeadFormFields } from '../../../../../shared/domain/forms';
import { TEXT_MAX_LENGTH } from '../../../../../shared/domain/constants';
import { LANGUAGE_MSG } from '../../../../../shared/domain/sites/languages';
import type { Database } from '../../../../core/db/database';
import { ApiError } from '../../../../core/http/envelope';
import { lengthOf, orSource, reader } from './common';
import type { Copier } from './types';

type Form = Selectable<Database['forms']>;

/** The stored fields (normalised on save); a row that cannot be read has no items. */
function fieldsOf(text: string): LeadFormFields | null {
  try {
    const parsed = JSON.parse(text) as LeadFormFields;
    return parsed && Array.isArray(parsed.contentList) ? parsed : null;
  } catch {
    return null;
  }
}

const optionLines = (item: FormItem) => (item.selectItem ?? '').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
const itemTexts = (item: FormItem) => [item.title ?? '', item.placeholder ?? '', item.mainTitle ?? '', item.subtitle ?? '', ...optionLines(item)];

function plainOf(f: Pick<Form, 'title' | 'fields'>): string[] {
  const fields = fieldsOf(f.fields);
  if (!fields) return [f.title];
  return [f.title, fields.buttonName ?? '', fields.popupName ?? '', ...fields.contentList.flatMap(itemTexts)];
}

/** The rule book counts UTF-16 units: a translation is cut to fit. */
const fit = (text: string) => text.slice(0, TEXT_MAX_LENGTH);

export const formCopier: Copier<Form> = {
  load: (db, siteId, ids) => db.selectFrom('forms').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).orderBy('id').execute(),
  version: (f) => Number(f.updated_at),
  texts: (f) => ({ plain: plainOf(f), html: [] }),
  async write({ trx, ctx, row: f, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const source = fieldsOf(f.fields);
    const next = reader(texts.plain);
    const title = fit(orSource(next(), f.title));
    if (!source) throw new ApiError(400, LANGUAGE_MSG.formInvalid(f.title, '表单内容无法读取'));
    const fields: LeadFormFields = {
      ...source, buttonName: next(), popupName: next(),
      contentList: source.contentList.map((item) => ({
        ...item, title: fit(orSource(next(), item.title ?? '')), placeholder: fit(next()), mainTitle: next(), subtitle: next(),
        selectItem: optionLines(item).map((line) => orSource(next(), line)).join('\n'),
      })),
    };
    // The copy's own system items are the reference: translated, they keep their names, types and rules.
    const checked = checkLeadForm(title, fields, fields.contentList);
    if (!checked.ok) throw new ApiError(400, LANGUAGE_MSG.formInvalid(f.title, checked.message));
    const values = { title: checked.value.title, fields: JSON.stringify(checked.value.fields), updated_at: at };
    if (copyId !== undefined) {
      await trx.updateTable('forms').set(values).where('id', '=', copyId).where('site_id', '=', foreignId).execute();
      return copyId;
    }
    // The foreign site's forms take the foreign defaults (forms' variant rule: en for en and ydyl sites).
    return (await trx.insertInto('forms').values({ site_id: foreignId, variant: 'en', ...values, published: f.published, created_at: at })
      .returning('id').executeTakeFirstOrThrow()).id;
  },
  async charCount(db, siteId) {
    const rows = await db.selectFrom('forms').select(['title', 'fields']).where('site_id', '=', siteId).execute();
    return rows.reduce((n, f) => n + lengthOf(plainOf(f)), 0);
  },
};
