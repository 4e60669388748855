// 同步翻译 and 翻译克隆 of every content type besides articles (issue 17 items 5 and 6): products and
// product categories, albums, jobs and lead forms, against a local double of the translation API.
// Each type's copy is read back through that type's own routes on the foreign site, as its editor
// would see it: translated texts, markup and addresses kept, the category (or parent) mapped to the
// category's copy; an edit reads 已修改 in the list and the totals; another site's ids and a failing
// service store nothing; the clone copies every type and ensiteInfo's wordNum counts them.
import { defaultItem, defaultLeadFormFields, type FormItem, type LeadFormFields } from '../../shared/domain/forms';
import type { TaskView } from '../../shared/domain/api/tasks';
import { LANGUAGE_MSG, type SyncListRow, type SyncType } from '../../shared/domain/sites/languages';
import { SITE } from '../../server/core/db/seedData';
import { SEED_CATEGORY } from '../../server/modules/content/seedLibrary';
import { answer, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { english } from '../support/doubles/englishTranslation';
import { snapshot, startServer, type Harness } from './support/harness';
import { createProduct, listProducts } from './support/product';

let translator: HttpDouble;
let h: Harness;
let admin: string;

beforeAll(async () => {
  translator = await startHttpDouble();
  h = await startServer({ TRANSLATE_API_URL: `${translator.url}/translate`, TRANSLATE_API_KEY: 'tr-key', PROVIDER_TIMEOUT_MS: '1500' });
  admin = await h.login('admin');
});
afterAll(async () => {
  await h?.close();
  await translator?.close();
});
beforeEach(() => {
  translator.received.length = 0;
  translator.always(english);
});

const data = (res: { statusCode: number; body: string; json(): any }) => {
  expect({ status: res.statusCode, body: res.statusCode === 200 ? '' : res.body }).toEqual({ status: 200, body: '' });
  return res.json().data;
};
const refused = (res: { statusCode: number; json(): any }) => ({ status: res.statusCode, message: res.json().message as string });
const activate = async (siteId: number) => data(await h.call('siteActive', { token: admin, query: { twebId: siteId } }));
const list = async (query: Record<string, string | number>): Promise<{ rows: SyncListRow[]; total: number }> => data(await h.call('syncList', { token: admin, query }));
const rowOf = async (type: SyncType, id: number) => (await list({ type, rows: 100 })).rows.find((r) => r.id === id);
const totalsOf = async (type: SyncType) => data(await h.call('syncTotal', { token: admin })).rows.find((r: { type: string }) => r.type === type);

const CALL = {
  product: 'translateSyncProduct', productCategory: 'translateSyncProductCategory', album: 'translateSyncAlbum', job: 'translateSyncJob', form: 'translateSyncForm',
  category: 'translateSyncCategory', article: 'translateSyncArticle',
} as const;
const translate = (type: SyncType, ids: number[]) => h.call(CALL[type], { token: admin, body: { ids: ids.join(',') } });

/** A lead form's fields: the Chinese defaults and a single-choice item with two options. */
function formFields(): LeadFormFields {
  const base = defaultLeadFormFields('zh');
  const choice: FormItem = { ...defaultItem('radio', 'zh'), id: base.contentList.length + 1, name: 'field0', title: '需求类型', selectItem: '样品\n批量采购' };
  return { ...base, contentList: [...base.contentList, choice] };
}

async function newJob(title: string): Promise<number> {
  return data(await h.call('jobSave', {
    token: admin,
    body: { title, department: '销售部', place: '上海', number: 2, salary: '面议', education: '本科', experience: '三年', content: '<p>负责<a href="https://example.com/jd">海外客户</a>开发</p>', enabled: true, end_date: '' },
  })).id;
}

async function finished(id: number): Promise<TaskView> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const view: TaskView = data(await h.call('taskGet', { token: admin, query: { id } }));
    if (!['queued', 'running'].includes(view.state)) return view;
    if (Date.now() > deadline) throw new Error(`任务未结束：${JSON.stringify(view)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the seed', () => {
  it('about half of each type is synced, its copies in English in the foreign site, filed in their categories\' copies', async () => {
    await activate(SITE.corporate);
    const totals = data(await h.call('syncTotal', { token: admin })).rows as { type: SyncType; label: string; unsynced: number; synced: number; modified: number }[];
    expect(totals.map((t) => t.label)).toEqual(['文章', '文章分类', '产品', '产品分类', '相册', '招聘', '表单']);
    for (const t of totals.filter((r) => ['product', 'productCategory', 'album', 'job', 'form'].includes(r.type))) {
      expect({ type: t.type, someSynced: t.synced > 0, someLeft: t.unsynced > 0, modified: t.modified }).toEqual({ type: t.type, someSynced: true, someLeft: true, modified: 0 });
      expect(t.synced / (t.synced + t.unsynced)).toBeGreaterThanOrEqual(0.3);
    }
    const product = (await list({ type: 'product', state: 'synced', rows: 100 })).rows.find((r) => r.title.startsWith('WE67K-100/3200'))!;
    const form = (await list({ type: 'form', state: 'synced' })).rows[0];
    await activate(SITE.global);
    const info = data(await h.call('goodsEdit', { token: admin, query: { id: product.targetId } })).info;
    expect([info.name, info.type_name, info.specs[0]]).toEqual(['WE67K-100/3200 Electro-Hydraulic Servo CNC Press Brake', 'Electro-Hydraulic Servo Press Brakes', { name: 'Nominal force', value: '1000 kN' }]);
    expect(info.content).toContain('<p>Model: WE67K-100/3200. For a quote or advice on choosing a model, contact our sales engineers.</p>');
    const copy = data(await h.call('formRow', { token: admin, query: { id: form.targetId } }));
    expect([copy.title, JSON.parse(copy.fields).contentList.map((i: FormItem) => i.title)]).toEqual(['Online Message', ['Name', 'Phone', 'Email', 'Subject', 'Message']]);
  });
});

describe('products and product categories', () => {
  it('copies a category tree (parents first), then a product into the child category\'s copy; an edit reads 已修改 and updates the same copy', async () => {
    await activate(SITE.corporate);
    const parent = data(await h.call('goodsTypeSave', { token: admin, body: { name: '同步大类' } })).id;
    const child = data(await h.call('goodsTypeSave', { token: admin, body: { name: '同步小类', parent_id: parent } })).id;
    const product = await createProduct(h, admin, {
      name: '同步测试产品', type_id: child, summary: '耐用的机器', specs: [{ name: '功率', value: '七千瓦' }],
      images: [{ url: 'https://example.com/a.jpg', alt: '正面图' }], content: '<p>产品<a href="https://example.com/x">详情</a></p>',
    });
    expect((await rowOf('productCategory', child))?.state).toBe('unsynced');
    expect((await rowOf('product', product.id))?.state).toBe('unsynced');

    // The child named first: its parent is still written before it.
    expect(data(await translate('productCategory', [child, parent]))).toEqual({ translated: 2 });
    expect(data(await translate('product', [product.id]))).toEqual({ translated: 1 });
    const sent = translator.received.flatMap((r) => JSON.parse(r.body).texts as string[]);
    expect(sent).toEqual(expect.arrayContaining(['同步测试产品', '耐用的机器', '功率', '七千瓦', '正面图', '产品', '详情']));
    expect(sent.join('')).not.toMatch(/<|href|华锐/);
    expect((await rowOf('product', product.id))?.state).toBe('synced');
    const childCopy = (await rowOf('productCategory', child))!.targetId;

    await activate(SITE.global);
    const tree = data(await h.call('goodsTypeList', { token: admin })) as { id: number; name: string; children: { id: number; name: string }[] }[];
    const top = tree.find((c) => c.name === '[en] 同步大类')!;
    expect(top.children.map((c) => [c.id, c.name])).toEqual([[childCopy, '[en] 同步小类']]);
    const found = (await listProducts(h, admin, { keyword: '同步测试产品' })).rows;
    expect(found.map((p) => [p.name, p.type_id, p.type_name, p.brand, p.model])).toEqual([['[en] 同步测试产品', childCopy, '[en] 同步小类', '华锐', 'T-1']]);
    const info = data(await h.call('goodsEdit', { token: admin, query: { id: found[0].id } })).info;
    expect(info).toMatchObject({
      summary: '[en] 耐用的机器', specs: [{ name: '[en] 功率', value: '[en] 七千瓦' }], images: [{ url: 'https://example.com/a.jpg', alt: '[en] 正面图' }],
      content: '<p>[en] 产品<a href="https://example.com/x">[en] 详情</a></p>', price_sell: 1_280_000,
    });
    const history = await h.built.db.selectFrom('product_revisions').select('version').where('product_id', '=', found[0].id).execute();
    expect(history.map((r) => r.version)).toEqual([1]);

    // An edit through the product form: 已修改 in the list and the totals, then the same copy is updated.
    await activate(SITE.corporate);
    const before = await totalsOf('product');
    const full = data(await h.call('goodsEdit', { token: admin, query: { id: product.id } })).info;
    data(await h.call('goodsSave', { token: admin, body: { ...saveBody(full), summary: '更耐用的机器' } }));
    expect((await list({ type: 'product', state: 'modified' })).rows.map((r) => r.id)).toEqual([product.id]);
    expect(await totalsOf('product')).toEqual({ ...before, synced: before.synced - 1, modified: before.modified + 1 });
    data(await translate('product', [product.id]));
    await activate(SITE.global);
    const again = data(await h.call('goodsEdit', { token: admin, query: { id: found[0].id } })).info;
    expect([again.summary, again.version]).toEqual(['[en] 更耐用的机器', info.version + 1]);
    await activate(SITE.corporate);
    expect((await list({ type: 'product', state: 'modified' })).total).toBe(0);
  });

  it('a translated name another foreign product already has takes the source\'s id after it', async () => {
    await activate(SITE.global);
    await createProduct(h, admin, { name: '[en] 重名产品' });
    await activate(SITE.corporate);
    const product = await createProduct(h, admin, { name: '重名产品' });
    data(await translate('product', [product.id]));
    await activate(SITE.global);
    const names = (await listProducts(h, admin, { keyword: '重名产品' })).rows.map((p) => p.name).sort();
    expect(names).toEqual(['[en] 重名产品', `[en] 重名产品 (${product.id})`]);
  });
});

describe('albums, jobs and forms', () => {
  it('an album keeps its pictures, its photo titles translated, in the album category\'s copy', async () => {
    await activate(SITE.corporate);
    data(await translate('category', [SEED_CATEGORY.events]));
    const categoryCopy = (await rowOf('category', SEED_CATEGORY.events))!.targetId;
    const album = data(await h.call('albumSave', {
      token: admin,
      body: { title: '同步相册', category_id: SEED_CATEGORY.events, summary: '年会照片', photos: [{ url: 'https://example.com/p1.jpg', title: '第一张' }, { url: '/uploads/p2.jpg', title: '' }] },
    })).id;
    expect(data(await translate('album', [album]))).toEqual({ translated: 1 });
    await activate(SITE.global);
    const rows = data(await h.call('albumList', { token: admin, query: { keyword: '同步相册' } })).rows;
    expect(rows.map((r: { title: string; category_id: number; photo_count: number }) => [r.title, r.category_id, r.photo_count])).toEqual([['[en] 同步相册', categoryCopy, 2]]);
    const detail = data(await h.call('albumRow', { token: admin, body: { id: rows[0].id } }));
    expect([detail.summary, detail.photos]).toEqual(['[en] 年会照片', [{ url: 'https://example.com/p1.jpg', title: '[en] 第一张' }, { url: '/uploads/p2.jpg', title: '' }]]);
  });

  it('a job\'s texts and description are translated, its number of openings kept; an edit reads 已修改', async () => {
    await activate(SITE.corporate);
    const job = await newJob('外贸业务员');
    data(await translate('job', [job]));
    await activate(SITE.global);
    const rows = data(await h.call('jobList', { token: admin, query: { keyword: '外贸业务员' } })).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: '[en] 外贸业务员', department: '[en] 销售部', place: '[en] 上海', salary: '[en] 面议', education: '[en] 本科', experience: '[en] 三年',
      number: 2, enabled: true, content: '<p>[en] 负责<a href="https://example.com/jd">[en] 海外客户</a>[en] 开发</p>',
    });
    await activate(SITE.corporate);
    // The edit's save time is later than the sync's: wait a tick so updated_at moves on.
    await new Promise((r) => setTimeout(r, 5));
    data(await h.call('jobSave', { token: admin, body: { id: job, title: '外贸业务员', department: '国际部', place: '上海', number: 2, salary: '面议', education: '本科', experience: '三年', content: '', enabled: true, end_date: '' } }));
    expect((await rowOf('job', job))?.state).toBe('modified');
    expect((await totalsOf('job')).modified).toBe(1);
  });

  it('a form\'s title, labels, hints and options are translated and pass the forms\' own rules', async () => {
    await activate(SITE.corporate);
    const form = data(await h.call('formSave', { token: admin, body: { title: '询盘表单', fields: JSON.stringify(formFields()) } })).id;
    expect(data(await translate('form', [form]))).toEqual({ translated: 1 });
    await activate(SITE.global);
    const rows = data(await h.call('formList', { token: admin, query: { keyword: '询盘表单' } })).rows;
    expect(rows.map((r: { title: string; variant: string; itemCount: number }) => [r.title, r.variant, r.itemCount])).toEqual([['[en] 询盘表单', 'en', 5]]);
    const copy = data(await h.call('formRow', { token: admin, query: { id: rows[0].id } }));
    const fields = JSON.parse(copy.fields) as LeadFormFields;
    expect(fields.buttonName).toBe('[en] 提交');
    expect(fields.contentList.map((i) => [i.name, i.title, i.placeholder])).toEqual([
      ['username', '[en] 姓名', '[en] 请输入姓名'], ['phone', '[en] 电话', '[en] 请输入电话'], ['email', '[en] 邮箱', '[en] 请输入邮箱'],
      ['title', '[en] 留言主题', '[en] 请输入留言主题'], ['field0', '[en] 需求类型', ''],
    ]);
    expect(fields.contentList[4].options).toEqual([{ label: '[en] 样品', value: 0 }, { label: '[en] 批量采购', value: 1 }]);
  });
});

describe('refusals', () => {
  it('another site\'s ids of each type are refused: nothing sent, nothing stored', async () => {
    await activate(SITE.global);
    const db = h.built.db;
    const foreign = {
      product: (await db.selectFrom('products').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow()).id,
      productCategory: (await db.selectFrom('product_categories').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow()).id,
      album: (await db.selectFrom('albums').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow()).id,
      job: (await db.selectFrom('jobs').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow()).id,
      form: (await db.selectFrom('forms').select('id').where('site_id', '=', SITE.global).executeTakeFirstOrThrow()).id,
    };
    await activate(SITE.corporate);
    const own = await newJob('本站职位');
    const before = await snapshot(h);
    for (const [type, id] of Object.entries(foreign) as [SyncType, number][]) {
      expect(refused(await translate(type, [id]))).toEqual({ status: 404, message: LANGUAGE_MSG.idsNotFound });
    }
    expect(refused(await translate('job', [own, foreign.job]))).toEqual({ status: 404, message: LANGUAGE_MSG.idsNotFound });
    expect(translator.received).toHaveLength(0);
    expect(await snapshot(h)).toEqual(before);
  });

  it('a failing service: 翻译失败 with the reason, nothing stored, for a tree and for items', async () => {
    await activate(SITE.corporate);
    const category = data(await h.call('goodsTypeSave', { token: admin, body: { name: '失败分类' } })).id;
    const product = await createProduct(h, admin, { name: '失败产品', type_id: category });
    const form = data(await h.call('formSave', { token: admin, body: { title: '失败表单', fields: JSON.stringify(formFields()) } })).id;
    const before = await snapshot(h);
    translator.always(answer.status(500, { error: 'down' }));
    for (const [type, id] of [['productCategory', category], ['product', product.id], ['form', form]] as [SyncType, number][]) {
      expect(refused(await translate(type, [id]))).toEqual({ status: 424, message: '翻译失败：服务器返回错误 HTTP 500' });
    }
    expect(await snapshot(h)).toEqual(before);
  }, 30_000);
});

describe('what the provider answers', () => {
  it('an empty answer keeps the source\'s title, name and options, so the copy stays valid', async () => {
    await activate(SITE.corporate);
    const product = await createProduct(h, admin, { name: '空译产品', summary: '会被译空' });
    const form = data(await h.call('formSave', { token: admin, body: { title: '空译表单', fields: JSON.stringify(formFields()) } })).id;
    translator.always((res, req) => {
      const { texts } = JSON.parse(req.body) as { texts: string[] };
      answer.json({ texts: texts.map(() => '') })(res, req, { wait: async () => undefined });
    });
    data(await translate('product', [product.id]));
    data(await translate('form', [form]));
    await activate(SITE.global);
    expect((await listProducts(h, admin, { keyword: '空译产品' })).rows.map((p) => p.name)).toEqual(['空译产品']);
    const rows = data(await h.call('formList', { token: admin, query: { keyword: '空译表单' } })).rows;
    const fields = JSON.parse(data(await h.call('formRow', { token: admin, query: { id: rows[0].id } })).fields) as LeadFormFields;
    expect(fields.contentList.map((i) => i.title)).toEqual(['姓名', '电话', '邮箱', '留言主题', '需求类型']);
    expect(fields.contentList[4].options.map((o) => o.label)).toEqual(['样品', '批量采购']);
  });

  it('a form that cannot be read is refused with the forms\' reason: nothing stored', async () => {
    await activate(SITE.corporate);
    const form = data(await h.call('formSave', { token: admin, body: { title: '损坏表单', fields: JSON.stringify(formFields()) } })).id;
    await h.built.db.updateTable('forms').set({ fields: '{"contentList": 5}' }).where('id', '=', form).execute();
    const before = await snapshot(h);
    expect(refused(await translate('form', [form]))).toEqual({ status: 400, message: LANGUAGE_MSG.formInvalid('损坏表单', '表单内容无法读取') });
    expect(await snapshot(h)).toEqual(before);
    await h.built.db.deleteFrom('forms').where('id', '=', form).execute();
  });
});

describe('batch and clone', () => {
  it('批量同步翻译 of products is a task: every pending product, then nothing left', async () => {
    await activate(SITE.corporate);
    const pending = await totalsOf('product');
    expect(pending.unsynced).toBeGreaterThan(0);
    const { taskId } = data(await h.call('syncBatchTranslate', { token: admin, body: { type: 'product' } }));
    expect((await finished(taskId)).state).toBe('succeeded');
    const after = await totalsOf('product');
    expect(after).toMatchObject({ unsynced: 0, modified: 0, synced: pending.unsynced + pending.synced + pending.modified });
  });

  it('the clone copies every type, and wordNum counts each type\'s texts', async () => {
    await activate(SITE.corporate);
    const count = async () => data(await h.call('cloneInfo', { token: admin, body: { types: ['admin'] } })).wordNum as number;
    const start = await count();
    await newJob('数一数');
    // The job's texts as stored: title, department, place, salary, education, experience and the body's HTML.
    const jobChars = [...'数一数销售部上海面议本科三年<p>负责<a href="https://example.com/jd">海外客户</a>开发</p>'].length;
    expect(await count()).toBe(start + jobChars);
    const form = data(await h.call('formSave', { token: admin, body: { title: '计数表单', fields: JSON.stringify(formFields()) } })).id;
    // Title, button and pop-up names, each item's title and hint, the options one by one.
    const labels = ['计数表单', '提交', '提交表单', '姓名', '请输入姓名', '电话', '请输入电话', '邮箱', '请输入邮箱', '留言主题', '请输入留言主题', '需求类型', '样品', '批量采购'];
    expect(await count()).toBe(start + jobChars + [...labels.join('')].length);

    const { taskId } = data(await h.call('cloneStart', { token: admin, body: { types: ['admin'], force: true } }));
    expect((await finished(taskId)).state).toBe('succeeded');
    for (const type of ['product', 'productCategory', 'album', 'job', 'form', 'category', 'article'] as SyncType[]) {
      const t = await totalsOf(type);
      expect({ type, unsynced: t.unsynced, modified: t.modified }).toEqual({ type, unsynced: 0, modified: 0 });
    }
    await activate(SITE.global);
    const forms = data(await h.call('formList', { token: admin, query: { keyword: '计数表单' } })).rows;
    expect(forms.map((f: { title: string }) => f.title)).toEqual(['[en] 计数表单']);
    const jobs = data(await h.call('jobList', { token: admin, query: { keyword: '数一数' } })).rows;
    expect(jobs.map((j: { title: string }) => j.title)).toEqual(['[en] 数一数']);
    expect(form).toBeGreaterThan(0);
  });
});

/** The save request's fields from a product's detail. */
function saveBody(p: Record<string, any>) {
  const keys = ['id', 'version', 'type_id', 'name', 'summary', 'content', 'images', 'specs', 'brand', 'model', 'origin', 'unit', 'pack', 'minimum', 'sort', 'recommend', 'status', 'related_ids', 'tag_ids', 'seo_title', 'seo_keywords', 'seo_description', 'custom'];
  const out: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, p[k]]));
  out.price_sell = p.price_sell === null ? '' : String(p.price_sell / 100);
  out.price_market = p.price_market === null ? '' : String(p.price_market / 100);
  out.price_negotiable = p.price_negotiable;
  return out;
}
