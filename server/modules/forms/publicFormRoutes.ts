// What a visitor's browser calls (no session): a form's public definition, and the submission.
// A submission is checked against the stored definition by the shared rule book (checkSubmission:
// required items, phone digits, e-mail, ID card, lengths, options, dates, regions, addresses,
// unknown fields), stored as plain text JSON, and committed through the write batcher together with
// its operation-log row (group commit: services/writeBatcher.ts). Bodies are limited to 64 KB and
// each client address to SUBMIT_RATE_LIMIT_PER_MINUTE submissions a minute.
import type { PublicFormDefinition, PublicSubmitRequest } from '../../../shared/domain/api/forms';
import { MSG } from '../../../shared/domain/messages';
import {
  SUBMISSION_VALUE_CAP,
  SUBMIT_MSG,
  checkSubmission,
  dataFormSubmissionItems,
  type FormItem,
  type LeadFormFields,
} from '../../../shared/domain/forms';
import { writeOpLog } from '../../core/http/audit';
import { ApiError } from '../../core/http/envelope';
import { route, WithMessage, type AnyRoute, type AppDeps } from '../../core/http/routeDef';
import { arr, id, obj, oneOf, str } from '../../core/http/schemas';
import { dataFieldsOf, leadFieldsOf, searchTextOf, valueItems, valueText, type FormKind } from './forms';

/** A submission is a handful of short texts: 64 KB is generous, and bounds what one request costs. */
export const SUBMIT_BODY_LIMIT = 64 * 1024;
const USER_AGENT_MAX = 300;
const KINDS = ['lead', 'data'] as const;

/** Item keys a visitor's page does not need (who is a system item, inbox columns, filter flags, option text). */
const INTERNAL_KEYS = new Set(['moduleName', 'isSystem', 'isCondition', 'display', 'selectItem']);

function publicItems(items: readonly FormItem[]): Record<string, unknown>[] {
  return items
    .filter((i) => i.show)
    .map((i) => Object.fromEntries(Object.entries(i).filter(([key]) => !INTERNAL_KEYS.has(key))));
}

interface PublicForm {
  siteId: number;
  /** The stored items checkSubmission runs against (data items as lead-like items). */
  items: FormItem[];
  definition: PublicFormDefinition;
}

async function loadPublicForm(deps: AppDeps, kind: FormKind, formId: number): Promise<PublicForm | null> {
  const { db } = deps;
  if (kind === 'lead') {
    const row = await db.selectFrom('forms').innerJoin('sites', 'sites.id', 'forms.site_id')
      .select(['forms.id', 'forms.site_id', 'forms.title', 'forms.fields', 'forms.variant', 'sites.site_name'])
      .where('forms.id', '=', formId).where('forms.published', '=', 1)
      .executeTakeFirst();
    if (!row) return null;
    const fields = leadFieldsOf(row);
    const shown: Omit<LeadFormFields, 'contentList'> & { contentList: Record<string, unknown>[] } = {
      contentList: publicItems(fields.contentList),
      buttonName: fields.buttonName,
      popupName: fields.popupName,
      textAlign: fields.textAlign,
      buttonWidth: fields.buttonWidth,
      verifyWidth: fields.verifyWidth,
    };
    return {
      siteId: row.site_id,
      items: fields.contentList,
      definition: { id: row.id, kind, title: row.title, siteName: row.site_name, fields: JSON.stringify(shown) },
    };
  }
  const row = await db.selectFrom('data_forms').innerJoin('sites', 'sites.id', 'data_forms.site_id')
    .select(['data_forms.id', 'data_forms.site_id', 'data_forms.title', 'data_forms.fields', 'sites.site_name'])
    .where('data_forms.id', '=', formId).where('data_forms.published', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  const fields = dataFieldsOf(row);
  // The page turns these into submission items itself (dataFormSubmissionItems), like the server.
  const shown = fields.filter((i) => i.show).map((i) => ({
    title: i.title, type: i.type, name: i.name, placeholder: i.placeholder, show: true, require: i.require, options: i.options,
    // Only to mark the phone item (checked as a phone); other system modules are not the visitor's business.
    moduleName: i.moduleName === 'phone' ? 'phone' : '',
  }));
  return {
    siteId: row.site_id,
    items: dataFormSubmissionItems(fields),
    definition: { id: row.id, kind, title: row.title, siteName: row.site_name, fields: JSON.stringify(shown) },
  };
}

/** Published lead forms and data forms (an unpublished one is closed to visitors), kept parsed until a form or site changes (readCache). */
function publicForm(deps: AppDeps, kind: FormKind, formId: number): PublicForm | null | Promise<PublicForm | null> {
  return deps.caches.of<PublicForm | null>('publicForm', ['forms', 'data_forms', 'sites'])
    .get(`${kind}:${formId}`, async () => ({ value: await loadPublicForm(deps, kind, formId) }));
}

const closed = () => new ApiError(404, SUBMIT_MSG.formClosed);

export const publicFormRoutes: AnyRoute[] = [
  route<{ id: number; kind: FormKind }, undefined, PublicFormDefinition>('publicFormDefinition', {
    access: { public: true },
    mutates: false,
    schema: { querystring: obj({ id: id(), kind: oneOf(KINDS) }, ['id', 'kind']) },
    async handler(ctx) {
      const form = await publicForm(ctx.deps, ctx.query.kind, ctx.query.id);
      if (!form) throw closed();
      return form.definition;
    },
  }),

  route<Record<string, never>, PublicSubmitRequest, null>('publicFormSubmit', {
    access: { public: true },
    mutates: true,
    bodyLimit: SUBMIT_BODY_LIMIT,
    batchedAudit: true,
    guard(request, deps) {
      if (!deps.submissionLimiter.tryTake(request.ip ?? '')) {
        // Not logged: a flood of refusals would otherwise fill the operation log for free.
        request.auditDone = true;
        throw new ApiError(429, MSG.tooManyRequests);
      }
    },
    schema: {
      querystring: obj({}),
      body: obj({
        formId: id(),
        kind: oneOf(KINDS),
        // Values by item name: text, or a list of texts (checkbox, date range). Which names exist
        // and what each value must be is the rule book's to say (checkSubmission).
        values: {
          type: 'object',
          additionalProperties: false,
          maxProperties: 40,
          patternProperties: { '^[A-Za-z0-9_]{1,40}$': { anyOf: [str(SUBMISSION_VALUE_CAP + 1), arr(str(SUBMISSION_VALUE_CAP + 1), 0, 50)] } },
        },
      }, ['formId', 'kind', 'values']),
    },
    async handler(ctx) {
      const { deps, request } = ctx;
      const { formId, kind, values } = ctx.body;
      const form = await publicForm(deps, kind, formId);
      if (!form) throw closed();
      ctx.note({ siteId: form.siteId, detail: `${kind === 'lead' ? '表单' : '数据表单'} ${formId}` });
      const check = checkSubmission(form.items, values);
      if (!check.ok) throw new ApiError(400, check.message, { field: check.field });

      const at = deps.now();
      const ip = (request.ip ?? '').slice(0, 64);
      const row = {
        site_id: form.siteId,
        form_id: formId,
        kind,
        values: JSON.stringify(check.values),
        search_text: searchTextOf(form.items, check.values),
        read_status: 0,
        ip,
        user_agent: String(request.headers['user-agent'] ?? '').slice(0, USER_AGENT_MAX),
        created_at: at,
      };
      // The message and its operation-log row commit together, in a batch with other submissions;
      // the answer waits for that commit.
      const messageId = await deps.batcher.run(async (trx) => {
        // The form may have been unpublished or removed since it was read (cache or not).
        const still = kind === 'lead'
          ? await trx.selectFrom('forms').select('id').where('id', '=', formId).where('published', '=', 1).executeTakeFirst()
          : await trx.selectFrom('data_forms').select('id').where('id', '=', formId).where('published', '=', 1).executeTakeFirst();
        if (!still) throw closed();
        const { id: messageId } = await trx.insertInto('form_messages').values(row).returning('id').executeTakeFirstOrThrow();
        await writeOpLog(trx, {
          accountId: null, siteId: form.siteId, action: 'publicFormSubmit', method: request.method, path: request.url, ip,
          result: 'ok', code: 200, detail: `${kind === 'lead' ? '表单' : '数据表单'} ${formId} 收到提交 ${messageId}`, createdAt: at,
        });
        return messageId;
      });
      request.auditDone = true;
      // Committed: listeners (settings mails it) hear of a lead after the answer; they never fail it.
      if (kind === 'lead') {
        const fields = valueItems(form.items).filter((i) => i.show && check.values[i.name] !== undefined)
          .map((i) => ({ label: i.title, value: valueText(i, check.values[i.name]) }));
        deps.events.emit('leadSubmitted', { siteId: form.siteId, formId, formTitle: form.definition.title, messageId, fields, submittedAt: at });
      }
      return new WithMessage(null, SUBMIT_MSG.ok);
    },
  }),
];
