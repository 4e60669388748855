// SEO variables and 全站TKD: keyed by seo_params / seo_qztkd, scoped to the active site, checked with
// the shared rules (names, 未知变量：X) and answered in Chinese; the preview's records are the site's own.
import { SITE } from '../../server/core/db/seedData';
import { DEFAULT_TKD, renderTemplate, variableValues } from '../../shared/domain/seo/tkd';
import { snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
});
afterAll(() => h.close());

const params = { separator: '_', keywords: '企业建站,网站模板', variables: [{ name: '服务热线', value: '400-800-1234' }] };

it('refuses the operator, who lacks the SEO keys', async () => {
  const operator = await h.login('operator');
  expect((await h.call('seoParamsGet', { token: operator })).json().code).toBe(403);
  expect((await h.call('seoParamsSave', { token: operator, body: params })).json().code).toBe(403);
  expect((await h.call('seoTkdGet', { token: operator })).json().code).toBe(403);
  expect((await h.call('seoTkdSave', { token: operator, body: DEFAULT_TKD })).json().code).toBe(403);
});

it('starts from the defaults and saves the parameters and custom variables', async () => {
  expect((await h.call('seoParamsGet', { token: admin })).json().data).toEqual({ separator: '-', keywords: '', variables: [] });
  const saved = await h.call('seoParamsSave', { token: admin, body: params });
  expect(saved.json()).toMatchObject({ code: 200, data: params });
  expect((await h.call('seoParamsGet', { token: admin })).json().data).toEqual(params);
});

it('refuses bad variable names and unknown fields, and stores nothing', async () => {
  const before = await snapshot(h);
  const cases: [unknown, string | RegExp][] = [
    [{ ...params, variables: [{ name: '站点名称', value: 'x' }] }, '变量名称“站点名称”与系统变量重名'],
    [{ ...params, variables: [{ name: '电 话', value: 'x' }] }, '变量名称“电 话”只能包含汉字、字母、数字和下划线'],
    [{ ...params, variables: [{ name: '电话', value: '1' }, { name: '电话', value: '2' }] }, '变量名称“电话”已存在'],
    [{ ...params, extra: 1 }, /extra/],
    [{ ...params, variables: [{ name: '电话', value: '1', id: 3 }] }, /id/],
  ];
  for (const [body, message] of cases) {
    const res = await h.call('seoParamsSave', { token: admin, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.stringMatching(typeof message === 'string' ? new RegExp(`^${message}$`) : message));
  }
  expect(await snapshot(h)).toEqual(before);
});

it('holds a variable name unique per site in the database itself', async () => {
  const now = Date.now();
  expect(await h.built.db.insertInto('seo_variables').values({ site_id: SITE.corporate, name: '服务热线', value: 'y', sort: 9, created_at: now }).execute().then(() => 'stored', () => 'refused')).toBe('refused');
  // Another site may use the same name.
  await h.built.db.insertInto('seo_variables').values({ site_id: SITE.marketingFree, name: '服务热线', value: 'y', sort: 0, created_at: now }).execute();
  await h.built.db.deleteFrom('seo_variables').where('site_id', '=', SITE.marketingFree).execute();
});

it('saves the templates, refuses an unknown variable with 未知变量：名称, and previews on the site’s records', async () => {
  const state = (await h.call('seoTkdGet', { token: admin })).json().data;
  expect(state.templates).toEqual(DEFAULT_TKD);
  expect(state.siteName).toBe('示范企业官网');
  const article = await h.built.db.selectFrom('articles').select(['id', 'title']).where('site_id', '=', SITE.corporate).where('disabled', '=', 0)
    .orderBy('updated_at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
  expect(state.samples.articleDetail[0]).toMatchObject({ id: article.id, articleTitle: article.title });
  expect(state.samples.productDetail.length).toBeGreaterThan(0);
  expect(state.samples.home).toEqual([expect.objectContaining({ id: 0, label: '示范企业官网' })]);

  const before = await snapshot(h);
  const bad = { ...DEFAULT_TKD, productDetail: { ...DEFAULT_TKD.productDetail, description: '{产品名称}，{公司地址}' } };
  const refused = await h.call('seoTkdSave', { token: admin, body: bad });
  expect(refused.json()).toMatchObject({ code: 400, message: '未知变量：公司地址' });
  expect(await snapshot(h)).toEqual(before);

  const templates = { ...DEFAULT_TKD, articleDetail: { title: '{文章标题}{分隔符}{站点名称}', keywords: '{关键词}', description: '{文章标题}，咨询{服务热线}' } };
  const saved = (await h.call('seoTkdSave', { token: admin, body: templates })).json();
  expect(saved.code).toBe(200);
  expect(saved.data.templates.articleDetail).toEqual(templates.articleDetail);
  const values = variableValues(saved.data.siteName, saved.data.params, saved.data.samples.articleDetail[0]);
  expect(renderTemplate(saved.data.templates.articleDetail.title, values)).toBe(`${article.title}_示范企业官网`);
  expect((await h.call('seoTkdGet', { token: admin })).json().data.templates.articleDetail).toEqual(templates.articleDetail);
});

it('refuses to remove a variable the templates still use', async () => {
  const res = await h.call('seoParamsSave', { token: admin, body: { ...params, variables: [] } });
  expect(res.json()).toMatchObject({ code: 400, message: '变量“服务热线”正在被全站TKD模板使用，请先修改模板' });
});

it('refuses unknown page kinds and fields', async () => {
  const res = await h.call('seoTkdSave', { token: admin, body: { ...DEFAULT_TKD, search: { title: '', keywords: '', description: '' } } });
  expect(res.statusCode).toBe(400);
  const missing = await h.call('seoTkdSave', { token: admin, body: { ...DEFAULT_TKD, home: { title: '' } } });
  expect(missing.statusCode).toBe(400);
});

it('keeps each site’s settings to itself', async () => {
  await h.call('siteActive', { token: admin, query: { twebId: SITE.marketingFree } });
  try {
    expect((await h.call('seoParamsGet', { token: admin })).json().data).toEqual({ separator: '-', keywords: '', variables: [] });
    const state = (await h.call('seoTkdGet', { token: admin })).json().data;
    expect(state.templates).toEqual(DEFAULT_TKD);
    expect(state.siteName).toBe('营销型体验站');
    const corporateArticles = await h.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).execute();
    const ids = new Set(corporateArticles.map((a) => a.id));
    expect(state.samples.articleDetail.filter((s: { id: number }) => ids.has(s.id))).toEqual([]);
  } finally {
    await h.call('siteActive', { token: admin, query: { twebId: SITE.corporate } });
  }
});
