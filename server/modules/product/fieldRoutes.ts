// A site's custom product fields (admin_cms/goodsField: getlist, save, remove): up to 36, each in a
// slot p_5 … p_40 of the products. A new field takes the lowest free slot (a 37th: 自定义字段最多36个);
// its kind is fixed once made; removing one clears its values on every product of the site, in the
// same transaction. Checked by the shared rule book (checkCustomFieldDef). Another site's answers 404.
import {
  CUSTOM_FIELD_KINDS,
  CUSTOM_FIELD_LIMITS,
  PRODUCT_LIMITS as L,
  PRODUCT_MSG,
  checkCustomFieldDef,
  isCustomFieldSlot,
  lowestFreeSlot,
  type ProductField,
  type ProductFieldSaveRequest,
} from '../../../shared/domain/product';
import { isUniqueViolation } from '../../core/db/dbErrors';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { arr, bool, EMPTY, id, int, obj, oneOf, str } from '../../core/http/schemas';
import { activeSite } from '../../core/services/siteScope';
import { fieldDefsOf, PRODUCT_KEY, siteNotFound } from './products';
import type { SlotColumn } from './tables';

export const FIELD_ERR = {
  kindFixed: '字段类型创建后不能修改',
} as const;

/** A clash on (site, name) is the check's answer; a clash on (site, slot) means two adds raced: try again. */
function clashMessage(err: unknown): ApiError | null {
  if (!isUniqueViolation(err)) return null;
  const e = err as { constraint?: unknown; message?: unknown };
  const onName = e.constraint === 'product_fields_site_name_idx' || (typeof e.message === 'string' && e.message.includes('product_fields.site_id, product_fields.name'));
  return onName ? new ApiError(400, PRODUCT_MSG.customFieldNameExists, { field: 'name' }) : new ApiError(409, '自定义字段已被他人修改，请刷新后重试');
}

export const fieldRoutes: AnyRoute[] = [
  route<Record<string, never>, undefined, ProductField[]>('goodsFieldList', {
    access: { permission: PRODUCT_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return fieldDefsOf(ctx.deps.db, site.id);
    },
  }),

  route<Record<string, never>, ProductFieldSaveRequest, { id: number; slot: string }>('goodsFieldSave', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), name: str(200), kind: oneOf(CUSTOM_FIELD_KINDS), required: bool(),
        options: arr(str(200), 0, CUSTOM_FIELD_LIMITS.options * 2), sort: int(0, L.sortMax),
      }, ['name', 'kind']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const body = ctx.body;
      const name = body.name.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
      const options = body.kind === 'select' ? (body.options ?? []).map((o) => o.replace(/[\u0000-\u001f\u007f]/g, ' ').trim()) : [];
      try {
        return await db.transaction().execute(async (trx) => {
          const defs = await fieldDefsOf(trx, site.id);
          const current = body.id === undefined ? undefined : defs.find((d) => d.id === body.id);
          if (body.id !== undefined && !current) throw siteNotFound();
          if (current && current.kind !== body.kind) throw new ApiError(400, FIELD_ERR.kindFixed, { field: 'kind' });
          const problem = checkCustomFieldDef({ name, kind: body.kind, options }, defs.filter((d) => d.id !== current?.id));
          if (problem) throw new ApiError(400, problem, { field: problem === PRODUCT_MSG.customFieldOptions ? 'options' : 'name' });
          const at = now();
          const values = { name, required: body.required ? 1 : 0, options: JSON.stringify(options), updated_at: at };
          if (current) {
            await trx.updateTable('product_fields').set({ ...values, sort: body.sort ?? current.sort }).where('id', '=', current.id).where('site_id', '=', site.id).execute();
            ctx.note({ detail: `修改产品自定义字段「${name}」（${current.slot}）` });
            return { id: current.id, slot: current.slot };
          }
          const slot = lowestFreeSlot(defs);
          if (!slot) throw new ApiError(400, PRODUCT_MSG.customFieldsFull);
          const { id: created } = await trx.insertInto('product_fields').values({
            ...values, site_id: site.id, slot, kind: body.kind, sort: body.sort ?? defs.length + 1, created_at: at,
          }).returning('id').executeTakeFirstOrThrow();
          ctx.note({ detail: `新增产品自定义字段「${name}」（${slot}）` });
          return { id: created, slot };
        });
      } catch (err) {
        throw clashMessage(err) ?? err;
      }
    },
  }),

  route<{ id: number }, undefined, { cleared: number }>('goodsFieldRemove', {
    access: { permission: PRODUCT_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const field = await trx.selectFrom('product_fields').selectAll().where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
        if (!field) throw siteNotFound();
        await trx.deleteFrom('product_fields').where('id', '=', field.id).where('site_id', '=', site.id).execute();
        // The slot is free again: the next field to take it must not find this one's values.
        let cleared = 0;
        if (isCustomFieldSlot(field.slot)) {
          const slot = field.slot as SlotColumn;
          const result = await trx.updateTable('products').set({ [slot]: '' } as Record<SlotColumn, string>)
            .where('site_id', '=', site.id).where(slot, '!=', '').executeTakeFirst();
          cleared = Number(result.numUpdatedRows);
        }
        ctx.note({ detail: `删除产品自定义字段「${field.name}」（${field.slot}），清空 ${cleared} 个产品的值` });
        return { cleared };
      });
    },
  }),
];
