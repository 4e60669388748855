// Product capture (issue 11 §6) without the network: a local shop on 127.0.0.1 (allowed only here,
// through allowAddresses, with an injected resolver) serves a page with schema.org Product JSON-LD,
// one with Open Graph only, one with just a heading and text, real pictures and an .exe served as a
// picture. The extractor is read directly; then goods/capture runs them as a product.capture task and
// goods/captureResult answers each address: products saved 下架 in the chosen category with a first
// revision, prices by the rule book, pictures filed in the image library (the .exe skipped and
// counted), a private address refused in content capture's words, a name the site has refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { CONTENT_MSG } from '../../shared/domain/content';
import { MSG } from '../../shared/domain/messages';
import { CAPTURE_MSG, PRODUCT_MSG, readCapturedPrice, type ProductCaptureResult, type ProductDetail } from '../../shared/domain/product';
import type { TaskView } from '../../shared/domain/api/tasks';
import { extractProduct } from '../../server/core/capture/productCapture';
import { createSafeImageFetch, FetchFailed, FetchRefused, type ResolvedAddress, type Resolver } from '../../server/core/services/safeFetch';
import { SITE } from '../../server/core/db/seedData';
import { SEED_PRODUCT_CATEGORY as C } from '../../server/modules/product/seedCatalogue';
import { CAPTURE_FOLDER } from '../../server/modules/product/capture/libraryImages';
import { snapshot, startServer, type Harness } from './support/harness';
import { tokenWith } from './support/content';

// --- a local shop ------------------------------------------------------------------------------------

const JSONLD_PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>数控折弯机 - 示范商城</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
  {"@type":"WebSite","name":"示范商城"},
  {"@type":["Product","Thing"],"name":"WE67K 电液伺服数控折弯机","brand":{"@type":"Brand","name":"华锐"},"model":"WE67K-100/3200",
   "description":"100 吨 &amp; 3200 mm 工作台，<b>伺服</b>同步控制。",
   "image":["/img/front.png",{"@type":"ImageObject","url":"/img/side.jpg"},"/files/setup.exe"],
   "offers":[{"@type":"Offer","price":"12,800.00","priceCurrency":"CNY"}],
   "additionalProperty":[{"@type":"PropertyValue","name":"公称力","value":100,"unitText":"吨"},{"@type":"PropertyValue","name":"工作台长度","value":"3200 mm"}]}
]}</script></head>
<body><nav><a href="/">首页</a></nav><h1>WE67K 电液伺服数控折弯机</h1>
<article><p>这台折弯机采用电液伺服同步控制，重复定位精度高，适合批量钣金加工。</p><p>整机经过严格出厂检验，配套模具齐全。</p></article></body></html>`;

const OG_PAGE = `<html><head><meta property="og:title" content="光纤激光切割机 3015">
<meta property="og:image" content="http://shop.test:PORT/img/laser.webp"><meta property="product:price:amount" content="¥ 268,000">
<meta property="og:description" content="3000×1500 工作幅面，6 kW 光源。"><title>激光切割</title></head>
<body><h1>别的标题</h1><div><p>激光切割机的正文介绍，包含光源、床身和数控系统的说明，足够长。</p></div></body></html>`;

const H1_PAGE = `<html><head><title>标题栏文字</title></head><body><div id="menu"><a href="/">首页</a></div>
<h1>手持式激光焊接机</h1><div id="main"><p>手持式激光焊接机操作简单，焊缝美观，适合不锈钢和碳钢薄板焊接。</p>
<p><img src="/img/front.png" alt="正面"></p><p>价格：面议</p></div></body></html>`;

const NAMELESS_PAGE = '<html><body><nav><a href="/">首页</a></nav></body></html>';

/** A product whose one picture is plain white, so a watermark drawn on it shows. */
const whitePage = (name: string) => `<html><body><h1>${name}</h1><div id="main"><p>白色背景的产品图片，用来检查采集图片是否加上了网站水印。</p><p><img src="/img/white.png"></p></div></body></html>`;

/** "MZ" and a PE header: a Windows program, served as a PNG. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(2048, 0x41)]);

let server: http.Server;
let port: number;
let pictures: Record<string, { type: string; data: Buffer }>;

function shop(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? '/';
  const html = (body: string) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body.replace(/PORT/g, String(port)));
  };
  const picture = pictures[url];
  if (picture) {
    // Declared types lie on purpose: the bytes decide.
    response.writeHead(200, { 'content-type': picture.type });
    return response.end(picture.data);
  }
  switch (url) {
    case '/jsonld': return html(JSONLD_PAGE);
    case '/og': return html(OG_PAGE);
    case '/h1': return html(H1_PAGE);
    case '/nameless': return html(NAMELESS_PAGE);
    case '/white-marked': return html(whitePage('水印测试产品甲'));
    case '/white-plain': return html(whitePage('水印测试产品乙'));
    case '/to-internal':
      response.writeHead(302, { location: 'http://internal.test/admin' });
      return response.end();
    default:
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<h1>404</h1>');
  }
}

const resolver: Resolver = async (hostname) => {
  const table: Record<string, ResolvedAddress[]> = {
    'shop.test': [{ address: '127.0.0.1', family: 4 }],
    'internal.test': [{ address: '10.0.0.5', family: 4 }],
  };
  const found = table[hostname];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};
const page = (path: string) => `http://shop.test:${port}${path}`;

beforeAll(async () => {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } });
  pictures = {
    '/img/front.png': { type: 'image/png', data: await base.clone().png().toBuffer() },
    '/img/side.jpg': { type: 'application/octet-stream', data: await base.clone().jpeg().toBuffer() },
    '/img/laser.webp': { type: 'image/jpeg', data: await base.clone().webp().toBuffer() },
    '/files/setup.exe': { type: 'image/png', data: EXE },
    '/img/white.png': { type: 'image/png', data: await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } }).png().toBuffer() },
  };
  server = http.createServer(shop);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// --- the extractor -----------------------------------------------------------------------------------

describe('extractProduct', () => {
  it('reads schema.org Product JSON-LD inside @graph: name, price, brand, model, description, pictures and specs', () => {
    const p = extractProduct(JSONLD_PAGE, 'http://shop.test/p/1');
    expect(p).toMatchObject({
      source: 'jsonld', name: 'WE67K 电液伺服数控折弯机', price: '12,800.00', brand: '华锐', model: 'WE67K-100/3200',
      summary: '100 吨 & 3200 mm 工作台，伺服同步控制。',
      specs: [{ name: '公称力', value: '100 吨' }, { name: '工作台长度', value: '3200 mm' }],
    });
    expect(p?.images).toEqual(['http://shop.test/img/front.png', 'http://shop.test/img/side.jpg', 'http://shop.test/files/setup.exe']);
    // The description is the page's own main block, sanitised; the heading is not repeated in it.
    expect(p?.content).toContain('电液伺服同步控制');
    expect(p?.content).not.toMatch(/首页|<script|<h1/);
  });

  it('takes a top-level array, a bare Product and a number price; a block that is not JSON is skipped', () => {
    const html = `<script type="application/ld+json">{ broken</script><script type="Application/LD+JSON">[{"@type":"Organization","name":"x"},{"@type":"http://schema.org/Product","name":"剪板机","offers":{"@type":"AggregateOffer","lowPrice":5600},"mpn":"QC12K"}]</script><h1>别的</h1>`;
    expect(extractProduct(html, 'http://shop.test/')).toMatchObject({ source: 'jsonld', name: '剪板机', price: '5600', model: 'QC12K' });
  });

  it('falls back to Open Graph, then to the heading and the main block', () => {
    const og = extractProduct(OG_PAGE.replace(/PORT/g, '80'), 'http://shop.test/og');
    expect(og).toMatchObject({ source: 'opengraph', name: '光纤激光切割机 3015', price: '¥ 268,000', summary: '3000×1500 工作幅面，6 kW 光源。', images: ['http://shop.test/img/laser.webp'] });
    const plain = extractProduct(H1_PAGE, 'http://shop.test/h1');
    expect(plain).toMatchObject({ source: 'page', name: '手持式激光焊接机', price: '面议', images: ['http://shop.test/img/front.png'] });
    expect(plain?.content).toContain('焊缝美观');
    expect(plain?.summary).toContain('手持式激光焊接机操作简单');
    expect(extractProduct(NAMELESS_PAGE, 'http://shop.test/')).toBeNull();
  });

  it('keeps a hostile name and specs plain text, within the rule book’s lengths', () => {
    const long = '长'.repeat(300);
    const html = `<script type="application/ld+json">{"@type":"Product","name":"<img src=x onerror=alert(1)>${long}","additionalProperty":[{"name":"<script>x<\\/script>规格","value":"<b>1</b>"}]}</script>`;
    const p = extractProduct(html, 'http://shop.test/');
    expect([...(p?.name ?? '')].length).toBe(100);
    expect(p?.name).not.toContain('<');
    expect(p?.specs).toEqual([{ name: '规格', value: '1' }]);
  });
});

describe('readCapturedPrice (the rule book reading a page’s price)', () => {
  it.each([
    ['12,800.00', '12800.00', 0], ['¥ 268,000', '268000.00', 0], ['RMB 1,234,567.8', '1234567.80', 0], ['100-200元', '100.00', 0],
    ['面议', '', 1], ['Call for price', '', 1], ['', '', 0], ['12.345', '', 0], ['1e309', '', 0], ['100000000', '', 0], ['-1', '', 0],
  ])('%s → %s', (text, price, negotiable) => {
    expect(readCapturedPrice(text)).toEqual({ price, negotiable });
  });
});

describe('the safe fetcher’s image mode', () => {
  const fetchImage = createSafeImageFetch({ resolve: resolver, allowAddresses: ['127.0.0.1'] });

  it('judges by the bytes: a WebP declared as JPEG is a WebP, a JPEG as octet-stream a JPEG, an .exe declared as PNG no picture', async () => {
    expect((await fetchImage(page('/img/laser.webp'))).type.ext).toBe('webp');
    expect((await fetchImage(page('/img/side.jpg'))).type.ext).toBe('jpg');
    await expect(fetchImage(page('/files/setup.exe'))).rejects.toThrow(FetchFailed);
  });

  it('keeps the address rules: loopback by default, a private name, a redirect inside', async () => {
    await expect(createSafeImageFetch({ resolve: resolver })(page('/img/front.png'))).rejects.toThrow(FetchRefused);
    await expect(fetchImage('http://internal.test/x.png')).rejects.toThrow(FetchRefused);
    await expect(fetchImage(page('/to-internal'))).rejects.toThrow(FetchRefused);
  });

  it('refuses a picture over its limit', async () => {
    await expect(createSafeImageFetch({ resolve: resolver, allowAddresses: ['127.0.0.1'], maxImageBytes: 100 })(page('/img/front.png'))).rejects.toThrow('图片过大');
  });
});

// --- through the app ---------------------------------------------------------------------------------

describe('goods/capture', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await startServer({}, { safeFetch: { resolve: resolver, allowAddresses: ['127.0.0.1'] } });
    admin = await h.login('admin');
  });
  afterAll(() => h.close());

  const capture = (urls: string[], type_id: number = C.pressBrakes, token = admin) => h.call('goodsCapture', { token, body: { urls, type_id } });

  async function finished(taskId: number, token = admin): Promise<TaskView> {
    for (;;) {
      const view = (await h.call('taskGet', { token, query: { id: taskId } })).json().data as TaskView;
      if (['succeeded', 'failed', 'cancelled'].includes(view.state)) return view;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const result = async (taskId: number, token = admin) => (await h.call('goodsCaptureResult', { token, query: { id: taskId } })).json().data as ProductCaptureResult;
  const product = async (id: number) => ((await h.call('goodsEdit', { token: admin, query: { id } })).json().data as { info: ProductDetail }).info;

  it('saves each page as a product 下架 in the category, with its pictures in the library; refusals per address', async () => {
    const urls = [page('/jsonld'), page('/og'), page('/h1'), 'http://10.0.0.1/product', page('/to-internal'), page('/nameless')];
    const res = await capture(urls);
    expect(res.statusCode).toBe(200);
    const { taskId } = res.json().data;
    const task = await finished(taskId);
    expect(task).toMatchObject({ kind: 'product.capture', state: 'succeeded', keepsDoneWork: true, done: 6, total: 6, result: { succeeded: 3, failed: 3 } });

    const { items, type_id } = await result(taskId);
    expect(type_id).toBe(C.pressBrakes);
    expect(items.map((i) => [i.url, i.state, i.message])).toEqual([
      [urls[0], 'ok', CAPTURE_MSG.succeeded], [urls[1], 'ok', CAPTURE_MSG.succeeded], [urls[2], 'ok', CAPTURE_MSG.succeeded],
      [urls[3], 'failed', CONTENT_MSG.urlRefused], [urls[4], 'failed', CONTENT_MSG.urlRefused], [urls[5], 'failed', CONTENT_MSG.captureFailed],
    ]);
    // Two pictures filed and the .exe skipped; one each for the others.
    expect(items.slice(0, 3).map((i) => [i.images, i.images_skipped])).toEqual([[2, 1], [1, 0], [1, 0]]);

    const [jsonld, og, plain] = await Promise.all(items.slice(0, 3).map((i) => product(i.product_id)));
    expect(jsonld).toMatchObject({
      name: 'WE67K 电液伺服数控折弯机', status: 0, type_id: C.pressBrakes, price_sell: 1_280_000, price_negotiable: 0, brand: '华锐', model: 'WE67K-100/3200',
      specs: [{ name: '公称力', value: '100 吨' }, { name: '工作台长度', value: '3200 mm' }], version: 1,
    });
    expect(jsonld.images.map((i) => [i.url.startsWith('/uploads/'), i.alt])).toEqual([[true, jsonld.name], [true, jsonld.name]]);
    expect(og).toMatchObject({ name: '光纤激光切割机 3015', status: 0, price_sell: 26_800_000 });
    expect(plain).toMatchObject({ name: '手持式激光焊接机', status: 0, price_sell: null, price_negotiable: 1 });

    // The pictures are the library's, in 采集图片, as the bytes are (a WebP declared as JPEG is a WebP).
    const db = h.built.db;
    const folder = await db.selectFrom('image_folders').select('id').where('site_id', '=', SITE.corporate).where('name', '=', CAPTURE_FOLDER).executeTakeFirstOrThrow();
    const filed = await db.selectFrom('images').select(['url', 'mime', 'dir_id']).where('url', 'in', [...jsonld.images, ...og.images].map((i) => i.url)).execute();
    expect(filed.map((f) => f.dir_id)).toEqual([folder.id, folder.id, folder.id]);
    expect(filed.map((f) => f.mime).sort()).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    // Each saved like any save: a first revision by the account that started the capture.
    const revisions = await db.selectFrom('product_revisions').select(['product_id', 'version', 'editor_id']).where('product_id', 'in', items.slice(0, 3).map((i) => i.product_id)).execute();
    expect(revisions).toHaveLength(3);
    expect(revisions.every((r) => r.version === 1 && r.editor_id !== null)).toBe(true);
  });

  it('draws the site’s watermark on captured pictures, as on uploads, and nothing when it is off', async () => {
    const mark = (enabled: boolean) => h.call('watermarkSave', {
      token: admin, body: { enabled, type: 'text', text: '水印 WM', font_size: 40, color: '#ff0000', position: 'bottom-right', opacity: 100 },
    });
    /** Red pixels in the bottom-right quarter and elsewhere, of the captured product's one picture. */
    const redOf = async (path: string) => {
      const { taskId } = (await capture([page(path)])).json().data;
      await finished(taskId);
      const [item] = (await result(taskId)).items;
      expect(item).toMatchObject({ state: 'ok', images: 1 });
      const [image] = (await product(item.product_id)).images;
      const file = (await h.built.app.inject({ method: 'GET', url: image.url })).rawPayload;
      const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      let corner = 0;
      let elsewhere = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          const o = (y * info.width + x) * 3;
          if (!(data[o] > 180 && data[o + 1] < 90 && data[o + 2] < 90)) continue;
          if (x > info.width / 2 && y > info.height / 2) corner++;
          else elsewhere++;
        }
      }
      return { corner, elsewhere };
    };
    try {
      expect((await mark(true)).statusCode).toBe(200);
      const marked = await redOf('/white-marked');
      expect(marked.corner).toBeGreaterThan(100);
      expect(marked.elsewhere).toBe(0);
      expect((await mark(false)).statusCode).toBe(200);
      expect(await redOf('/white-plain')).toEqual({ corner: 0, elsewhere: 0 });
    } finally {
      await mark(false);
    }
  });

  it('refuses a name the site already has (产品名称已存在) for that address only, and files no picture for it', async () => {
    const images = async () => Number((await h.built.db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await images();
    const { taskId } = (await capture([page('/jsonld')])).json().data;
    await finished(taskId);
    const { items } = await result(taskId);
    expect(items).toEqual([{ url: page('/jsonld'), state: 'failed', product_id: 0, name: 'WE67K 电液伺服数控折弯机', message: PRODUCT_MSG.nameExists, images: 0, images_skipped: 0 }]);
    expect(await images()).toBe(before);
  });

  it('refuses more than 20 addresses, an invalid line, none, and another site’s category, before any task; nothing changes', async () => {
    const before = await snapshot(h);
    const cases: [string[], number, number, string][] = [
      [Array.from({ length: 21 }, (_, i) => page(`/p/${i}`)), 0, 400, CAPTURE_MSG.tooManyUrls],
      [[page('/jsonld'), 'ftp://shop.test/a'], 0, 400, CAPTURE_MSG.lineInvalid(2)],
      [[page('/jsonld'), page('/jsonld')], 0, 400, CAPTURE_MSG.lineDuplicate(2, 1)],
      [['  '], 0, 400, CAPTURE_MSG.urlsRequired],
      [[page('/jsonld')], C.globalMachines, 404, MSG.siteNotFound],
      [[page('/jsonld')], 999_999, 404, MSG.siteNotFound],
    ];
    for (const [urls, typeId, status, message] of cases) {
      const res = await capture(urls, typeId);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status, message });
    }
    for (const body of [{ urls: [page('/jsonld')] }, { urls: [page('/jsonld')], type_id: 0, evil: 1 }, { urls: 'x', type_id: 0 }]) {
      const res = await h.call('goodsCapture', { token: admin, body });
      expect(res.statusCode).toBe(400);
    }
    expect(await snapshot(h)).toEqual(before);
  });

  it('needs product_capture for both routes and the task', async () => {
    const { taskId } = (await capture([page('/nameless')], 0)).json().data;
    await finished(taskId);
    const lister = await tokenWith(h, ['product_list']);
    expect((await capture([page('/og')], 0, lister)).statusCode).toBe(403);
    expect((await h.call('goodsCaptureResult', { token: lister, query: { id: taskId } })).statusCode).toBe(403);
    expect((await h.call('taskGet', { token: lister, query: { id: taskId } })).statusCode).toBe(404);
    const capturer = await tokenWith(h, ['product_capture']);
    expect((await h.call('goodsCaptureResult', { token: capturer, query: { id: taskId } })).statusCode).toBe(200);
  });

  it('answers 404 for another site’s capture task and for a task of another kind', async () => {
    const db = h.built.db;
    const now = Date.now();
    const row = (siteId: number, kind: string) => ({
      site_id: siteId, account_id: 1, kind, title: '采集产品（1个网址）', input: JSON.stringify({ urls: [page('/og')], type_id: 0 }), state: 'succeeded' as const,
      done: 1, total: 1, stage: '', error: null, result: null, result_name: null, result_path: null, cancel_requested: 0, attempts: 1,
      created_at: now, started_at: now, finished_at: now, updated_at: now,
    });
    const foreign = (await db.insertInto('tasks').values(row(SITE.global, 'product.capture')).returning('id').executeTakeFirstOrThrow()).id;
    const otherKind = (await db.insertInto('tasks').values(row(SITE.corporate, 'forms.messageExport')).returning('id').executeTakeFirstOrThrow()).id;
    for (const id of [foreign, otherKind, 999_999]) {
      const res = await h.call('goodsCaptureResult', { token: admin, query: { id } });
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 404, message: CAPTURE_MSG.taskNotFound });
    }
  });
});
