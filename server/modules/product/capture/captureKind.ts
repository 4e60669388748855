// Product capture as a background task (kind product.capture): each address in turn is fetched by
// the safe fetcher (public http(s) only, also after redirects), read by the product extractor in the
// capture pool's workers (time-limited), its pictures fetched in image mode and filed in the image
// library (one that fails is skipped and counted), and saved 下架 through the product's one save path
// (saveProduct: category, unique name, revision). Every address's outcome is recorded as soon as it
// is known (product_capture_results), so the page shows them while the task runs, after a reload,
// and after a cancel; one address failing never stops the others.
import { CONTENT_MSG } from '../../../../shared/domain/content';
import { CAPTURE_MSG, CAPTURE_URL_MAX, PRODUCT_LIMITS as L, PRODUCT_MSG, type ProductCaptureState, type ProductImage } from '../../../../shared/domain/product';
import { CaptureBusy, CaptureTimeout } from '../../../core/capture/capturePool';
import type { CapturedProduct } from '../../../core/capture/productCapture';
import { isApiError } from '../../../core/http/envelope';
import type { AppDeps } from '../../../core/http/routeDef';
import { arr, int, MAX_ID, obj, str } from '../../../core/http/schemas';
import type { ImageOverlay } from '../../../core/services/imagePrepare';
import { FetchRefused, FetchTooLarge } from '../../../core/services/safeFetch';
import { defineTaskKind, type TaskRunContext } from '../../../core/tasks/kind';
import { fieldDefsOf, nameTaken, prepareProduct } from '../products';
import { saveProductAnnounced } from '../saveProduct';
import { capturedFieldDefs, capturedRequest } from './capturedRequest';
import { captureFolder, fileImage, unfileImages, type FilingPlace } from './libraryImages';

/** §6 key of the capture page, its routes and its tasks. */
export const CAPTURE_KEY = 'product_capture';

export interface ProductCaptureInput {
  urls: string[];
  type_id: number;
}

export const CAPTURE_STAGE = {
  /** The address being read (the progress line adds done / total itself). */
  capturing: (url: string) => `正在采集：${[...url].slice(0, 80).join('')}`,
  finished: '采集完成',
} as const;

/** How often, and how long between, a busy capture pool is asked again (article captures share it). */
const BUSY_RETRIES = 60;
const BUSY_WAIT_MS = 500;

/** One address's outcome, as recorded. */
interface Outcome {
  state: Exclude<ProductCaptureState, 'waiting'>;
  product_id: number;
  name: string;
  message: string;
  images: number;
  images_skipped: number;
}

const failed = (message: string, name = '', images = 0, skipped = 0): Outcome => ({ state: 'failed', product_id: 0, name, message, images, images_skipped: skipped });

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

/** The page's product by the capture pool; a busy pool is waited for (this task is in no hurry). */
async function extract(deps: AppDeps, html: string, pageUrl: string, signal: AbortSignal): Promise<CapturedProduct | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.capture.extractProduct(html, pageUrl);
    } catch (err) {
      if (!(err instanceof CaptureBusy) || attempt >= BUSY_RETRIES) throw err;
      await wait(BUSY_WAIT_MS, signal);
      signal.throwIfAborted();
    }
  }
}

interface CaptureScope {
  deps: AppDeps;
  ctx: TaskRunContext<ProductCaptureInput>;
  defs: Awaited<ReturnType<typeof fieldDefsOf>>;
  /** The library folder, made on the first picture. */
  folder: () => Promise<number>;
  /** The site's watermark as core's image overlay, read with the first picture. */
  overlay: () => Promise<ImageOverlay | undefined>;
}

/** Fetches, reads, files and saves one address; answers its outcome (never throws for the page's faults). */
async function captureOne(scope: CaptureScope, url: string): Promise<Outcome> {
  const { deps, ctx } = scope;
  const { db, siteId, signal } = ctx;
  let page;
  try {
    page = await deps.fetchPage(url);
  } catch (err) {
    return failed(err instanceof FetchRefused ? CONTENT_MSG.urlRefused : err instanceof FetchTooLarge ? CONTENT_MSG.capturePageTooLarge : CONTENT_MSG.captureFailed);
  }
  let captured: CapturedProduct | null;
  try {
    captured = await extract(deps, page.html, page.url, signal);
  } catch (err) {
    signal.throwIfAborted();
    return failed(err instanceof CaptureTimeout ? CONTENT_MSG.captureTooSlow : err instanceof CaptureBusy ? CONTENT_MSG.captureBusy : CONTENT_MSG.captureFailed);
  }
  if (!captured) return failed(CONTENT_MSG.captureFailed);
  // Before any picture is fetched: a name the site already has is refused as the edit page refuses it.
  if (await nameTaken(db, siteId, captured.name)) return failed(PRODUCT_MSG.nameExists, captured.name);

  const images: ProductImage[] = [];
  let skipped = 0;
  for (const [i, address] of captured.images.slice(0, L.images).entries()) {
    signal.throwIfAborted();
    try {
      const image = await deps.fetchImage(address);
      const place: FilingPlace = { db, dataDir: deps.config.dataDir, siteId, dirId: await scope.folder(), overlay: await scope.overlay() };
      images.push({ url: await fileImage(place, image, `${captured.name}-${i + 1}`, deps.now()), alt: captured.name });
    } catch {
      // A picture that cannot be fetched or is no picture (an .exe served as one) is skipped.
      skipped += 1;
    }
  }
  const filed = images.map((i) => i.url);
  try {
    const fields = prepareProduct(capturedRequest(captured, ctx.input.type_id, images), capturedFieldDefs(scope.defs));
    const saved = await saveProductAnnounced(deps, siteId, fields, undefined, ctx.accountId);
    return { state: 'ok', product_id: saved.id, name: fields.name, message: CAPTURE_MSG.succeeded, images: images.length, images_skipped: skipped };
  } catch (err) {
    await unfileImages(db, deps.config.dataDir, siteId, filed);
    // The rule book's or the save's refusal (产品名称已存在, a category deleted meanwhile) is the answer.
    if (isApiError(err)) return failed(err.message, captured.name, 0, skipped + filed.length);
    throw err;
  }
}

export const productCaptureKind = defineTaskKind<ProductCaptureInput>({
  kind: 'product.capture',
  permission: CAPTURE_KEY,
  title: (input) => `采集产品（${input.urls.length}个网址）`,
  input: obj({ urls: arr(str(CAPTURE_URL_MAX), 1, L.captureUrls), type_id: int(0, MAX_ID) }, ['urls', 'type_id']),
  // One capture at a time per process: it shares the capture pool with article capture.
  concurrency: 1,
  // A cancelled capture keeps the products it already saved (the prompt says so).
  keepsDoneWork: true,
  async run(ctx) {
    const { db, siteId, input, signal, deps } = ctx;
    const total = input.urls.length;
    let folderId: Promise<number> | undefined;
    let overlay: Promise<ImageOverlay | undefined> | undefined;
    const scope: CaptureScope = {
      deps, ctx, defs: await fieldDefsOf(db, siteId),
      folder: () => (folderId ??= captureFolder(db, siteId, deps.now())),
      // Read once per run, when the first picture is filed: the watermark as it is then.
      overlay: () => (overlay ??= deps.imageOverlay(siteId)),
    };
    let succeeded = 0;
    for (const [position, url] of input.urls.entries()) {
      signal.throwIfAborted();
      ctx.progress(position, total, CAPTURE_STAGE.capturing(url));
      const outcome = await captureOne(scope, url);
      if (outcome.state === 'ok') succeeded += 1;
      await db.insertInto('product_capture_results').values({ task_id: ctx.taskId, site_id: siteId, position, url, ...outcome, created_at: deps.now() }).execute();
    }
    ctx.progress(total, total, CAPTURE_STAGE.finished);
    return { succeeded, failed: total - succeeded };
  },
});
