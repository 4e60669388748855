// Product capture's routes (issue 11 §6; product_capture): goods/capture checks the addresses by the
// shared rule (at most 20, each an http(s) address, none twice) and the category (another site's
// answers 404), then starts a product.capture task and answers its id at once; goods/captureResult
// answers each address of one of the site's capture tasks with its outcome so far (another site's
// task, or another kind's, answers 404 like one that never existed).
import type { TaskStarted } from '../../../../shared/domain/api/tasks';
import {
  CAPTURE_MSG,
  CAPTURE_URL_MAX,
  captureUrlsProblem,
  type ProductCaptureItem,
  type ProductCaptureRequest,
  type ProductCaptureResult,
  type ProductCaptureState,
} from '../../../../shared/domain/product';
import { ApiError } from '../../../core/http/envelope';
import { route, signedIn, type AnyRoute } from '../../../core/http/routeDef';
import { arr, EMPTY, id, int, MAX_ID, obj, str } from '../../../core/http/schemas';
import { activeSite } from '../../../core/services/siteScope';
import { siteNotFound } from '../products';
import { CAPTURE_KEY, productCaptureKind, type ProductCaptureInput } from './captureKind';

/** Up to this many lines are read (and the rule's 一次最多采集20个网址 answered) rather than refused by the schema. */
const MAX_LINES = 200;

export const captureRoutes: AnyRoute[] = [
  route<Record<string, never>, ProductCaptureRequest, TaskStarted>('goodsCapture', {
    access: { permission: CAPTURE_KEY },
    mutates: true,
    schema: { querystring: EMPTY, body: obj({ urls: arr(str(CAPTURE_URL_MAX), 0, MAX_LINES), type_id: int(0, MAX_ID) }, ['urls', 'type_id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const urls = ctx.body.urls.map((u) => u.trim()).filter((u) => u !== '');
      const problem = captureUrlsProblem(urls);
      if (problem) throw new ApiError(400, problem, { field: 'urls' });
      const typeId = ctx.body.type_id;
      if (typeId !== 0) {
        const category = await db.selectFrom('product_categories').select('id').where('id', '=', typeId).where('site_id', '=', site.id).executeTakeFirst();
        if (!category) throw siteNotFound();
      }
      const input: ProductCaptureInput = { urls, type_id: typeId };
      const taskId = await ctx.deps.tasks.start({ siteId: site.id, accountId: signedIn(ctx).account.id }, productCaptureKind, input);
      ctx.note({ detail: `采集产品 ${urls.length} 个网址（任务 ${taskId}）：${urls[0].slice(0, 100)}${urls.length > 1 ? ' 等' : ''}` });
      return { taskId };
    },
  }),

  route<{ id: number }, undefined, ProductCaptureResult>('goodsCaptureResult', {
    access: { permission: CAPTURE_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const task = await db.selectFrom('tasks').select(['id', 'kind', 'input']).where('id', '=', ctx.query.id).where('site_id', '=', site.id).executeTakeFirst();
      if (!task || task.kind !== productCaptureKind.kind) throw new ApiError(404, CAPTURE_MSG.taskNotFound);
      const input = JSON.parse(task.input) as ProductCaptureInput;
      const rows = await db.selectFrom('product_capture_results').selectAll().where('task_id', '=', task.id).where('site_id', '=', site.id).orderBy('position').execute();
      // A product removed for good since is no longer a link.
      const saved = rows.map((r) => r.product_id).filter((p) => p > 0);
      const live = new Set(saved.length ? (await db.selectFrom('products').select('id').where('site_id', '=', site.id).where('id', 'in', saved).execute()).map((p) => p.id) : []);
      const byPosition = new Map(rows.map((r) => [r.position, r]));
      const items = input.urls.map((url, position): ProductCaptureItem => {
        const r = byPosition.get(position);
        if (!r) return { url, state: 'waiting', product_id: 0, name: '', message: '', images: 0, images_skipped: 0 };
        return {
          url, state: r.state as ProductCaptureState, product_id: live.has(r.product_id) ? r.product_id : 0, name: r.name, message: r.message,
          images: Number(r.images), images_skipped: Number(r.images_skipped),
        };
      });
      return { task_id: task.id, type_id: input.type_id, items };
    },
  }),
];
