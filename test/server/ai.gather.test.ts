// 公众号采集 through the app (issue 16 §4), without the network: a local server on 127.0.0.1 plays
// mp.weixin.qq.com and its picture host mmbiz.qpic.cn (the safe fetcher's injected resolver points
// those names at it; 127.0.0.1 is allowed only here) and serves the home-made fixture article, a
// deleted one, a redirect into a private network, slow and broken pictures, and a 2 MB article with
// 30 pictures. Asserts what the operator sees: the Chinese refusals, the draft (type, category,
// author, source, visible body with library pictures), the pictures in 公众号采集, nothing left by
// a failed gather, 该文章已采集过 with the draft, the records of the active site only.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { AI_MSG } from '../../shared/domain/ai/messages';
import { GATHER_FOLDER, type AiGatherListAnswer, type AiGatherRecord } from '../../shared/domain/ai/gather';
import { MSG } from '../../shared/domain/messages';
import type { ResolvedAddress, Resolver } from '../../server/core/services/safeFetch';
import { COMPANY, SITE } from '../../server/core/db/seedData';
import { SEED_GATHERS } from '../../server/modules/ai/gather/seed';
import { startHttpDouble, answer, type HttpDouble } from '../support/doubles/httpDouble';
import { FIXTURE_ACCOUNT, FIXTURE_CT, FIXTURE_TITLE, FIXTURE_VIDEO, weixinArticlePage, weixinDeletedPage } from '../support/weixinArticle';
import { startServer, type Harness } from './support/harness';

// --- mp.weixin.qq.com and mmbiz.qpic.cn on 127.0.0.1 --------------------------------------------------

let server: http.Server;
let port: number;
let png: Buffer;
let jpeg: Buffer;
let bigJpeg: Buffer;
/** A real picture of more than 5 MB (uncompressed PNG of noise). */
let heavyPng: Buffer;
/** Resolves the slow picture's answer (the test lets it go when it has changed something meanwhile). */
let releaseSlow: () => void = () => undefined;
let slowAsked: () => void = () => undefined;
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00', 'latin1'), Buffer.alloc(2048, 0x41)]);

const pic = (name: string) => `http://mmbiz.qpic.cn:${port}/mmbiz_png/${name}?wx_fmt=png`;
const article = (id: string) => `http://mp.weixin.qq.com:${port}/s/${id}`;
/** The 2 MB page: 30 pictures and padding. */
let bigPage = '';
const BIG_PAGE_BYTES = 2_000_000;

function pages(): Record<string, () => string> {
  return {
    '/s/good': () => weixinArticlePage({ pictures: [pic('a.png'), pic('b.jpg'), pic('fake.png')] }),
    '/s/good2': () => weixinArticlePage({ title: '第二篇文章', pictures: [pic('a.png')] }),
    '/s/race': () => weixinArticlePage({ title: '同时采集的文章', pictures: [pic('a.png')] }),
    '/s/slow': () => weixinArticlePage({ title: '图片很慢的文章', pictures: [pic('a.png'), pic('slow.png')] }),
    '/s/ai': () => weixinArticlePage({ title: '交给AI的文章', pictures: [pic('a.png'), pic('b.jpg')] }),
    '/s/deleted': () => weixinDeletedPage(),
    '/s/big': () => bigPage,
    '/s/huge': () => weixinArticlePage({ title: '超大页面', scriptBytes: 3 * 1024 * 1024 }),
    '/s/heavy': () => weixinArticlePage({ title: '图片超过5MB的文章', pictures: [pic('a.png'), pic('heavy.png')] }),
    '/s/again': () => weixinArticlePage({ title: '草稿被删后重新采集', pictures: [] }),
  };
}

function wechat(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://x');
  const host = String(request.headers.host ?? '').split(':')[0];
  if (host === 'mmbiz.qpic.cn') {
    const name = url.pathname.split('/').pop() ?? '';
    const send = (data: Buffer) => {
      // WeChat declares every picture image/png; the bytes decide.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(data);
    };
    if (name === 'a.png') return send(png);
    if (name === 'b.jpg') return send(jpeg);
    if (name === 'fake.png') return send(EXE);
    if (name.startsWith('n')) return send(bigJpeg);
    if (name === 'heavy.png') return send(heavyPng);
    if (name === 'slow.png') {
      slowAsked();
      return new Promise<void>((resolve) => { releaseSlow = resolve; }).then(() => send(png));
    }
    response.writeHead(404);
    return response.end();
  }
  if (url.pathname === '/s/redirect') {
    response.writeHead(302, { location: 'http://inside.test/s/secret' });
    return response.end();
  }
  const page = pages()[url.pathname];
  if (!page) {
    response.writeHead(404, { 'content-type': 'text/html' });
    return response.end('<html><body>404</body></html>');
  }
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page());
}

const resolver: Resolver = async (hostname) => {
  const table: Record<string, ResolvedAddress[]> = {
    'mp.weixin.qq.com': [{ address: '127.0.0.1', family: 4 }],
    'mmbiz.qpic.cn': [{ address: '127.0.0.1', family: 4 }],
    'inside.test': [{ address: '10.0.0.5', family: 4 }],
  };
  const found = table[hostname];
  if (!found) throw new Error('ENOTFOUND');
  return found;
};

beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).png().toBuffer();
  jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#cc6633' } }).jpeg().toBuffer();
  // A photo-sized picture (noise, so it does not compress to nothing): what WeChat articles carry.
  const noise = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  bigJpeg = await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
  const side = 1_400;
  const heavyNoise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < heavyNoise.length; i++) heavyNoise[i] = (i * 2654435761) >>> 24;
  heavyPng = await sharp(heavyNoise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  server = http.createServer((req, res) => void wechat(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const pictures = Array.from({ length: 30 }, (_, i) => pic(`n${i}.jpg`));
  // 2 MB (2,000,000 bytes: under the fetcher's 2 MiB page limit), by whole paragraphs.
  // A long article (1,000 paragraphs, about 110,000 characters) and the rest WeChat's inline script.
  const text = Buffer.byteLength(weixinArticlePage({ title: '两兆字节的长文章', pictures, padding: 1_000 }));
  bigPage = weixinArticlePage({ title: '两兆字节的长文章', pictures, padding: 1_000, scriptBytes: BIG_PAGE_BYTES - text });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// --- helpers ---------------------------------------------------------------------------------------

/** The demo company's AI service (the access area seeds it too; written here so this test stands alone). */
async function giveService(h: Harness, monthlyTokens = 1_000_000) {
  await h.built.db.insertInto('ai_services').values({ company_id: COMPANY.demoTech, name: 'AI智能写作', expires_at: Date.now() + 365 * 86_400_000, monthly_tokens: monthlyTokens })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ expires_at: Date.now() + 365 * 86_400_000 })).execute();
}

async function newsCategory(h: Harness, name = '公众号文章'): Promise<number> {
  const at = Date.now();
  const row = await h.built.db.insertInto('categories').values({ site_id: SITE.corporate, type: 1, parent_id: 0, name, sort: 0, created_at: at, updated_at: at })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function libraryPictures(h: Harness) {
  const db = h.built.db;
  const folder = await db.selectFrom('image_folders').select('id').where('site_id', '=', SITE.corporate).where('parent_id', '=', 0).where('name', '=', GATHER_FOLDER).executeTakeFirst();
  if (!folder) return [];
  return db.selectFrom('images').select(['url', 'mime', 'stored_name']).where('dir_id', '=', folder.id).orderBy('id').execute();
}

const uploadedFiles = (h: Harness) => {
  const root = path.join(h.config.dataDir, 'uploads', String(SITE.corporate));
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(full);
    }
  };
  walk(root);
  return out.sort();
};

const articleCount = async (h: Harness) => Number((await h.built.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.corporate).executeTakeFirstOrThrow()).n);

// --- without a model --------------------------------------------------------------------------------

describe('gatherMpWeixinArticle (no model configured)', () => {
  let h: Harness;
  let admin: string;
  let category: number;
  beforeAll(async () => {
    h = await startServer({}, { safeFetch: { resolve: resolver, allowAddresses: ['127.0.0.1'] } });
    await giveService(h);
    admin = await h.login('admin');
    category = await newsCategory(h);
  });
  afterAll(() => h.close());

  const gather = (url: string, extra: Record<string, unknown> = {}, token = admin) =>
    h.call('aiGather', { token, body: { url, articleType: 1, categoryId: category, aiSummary: false, aiRewrite: false, ...extra } });

  it('makes a draft of the article: title, author, category, visible body, pictures in 公众号采集, the broken one counted', async () => {
    const res = await gather(`${article('good')}?scene=1&from=timeline#rd`);
    expect(res.json()).toMatchObject({ code: 200 });
    const record = res.json().data as AiGatherRecord;
    expect(record).toMatchObject({
      url: `https://mp.weixin.qq.com:${port}/s/good`, title: FIXTURE_TITLE, accountName: FIXTURE_ACCOUNT, publishedAt: FIXTURE_CT * 1000,
      articleTitle: FIXTURE_TITLE, articleType: 1, imagesSaved: 2, imagesFailed: 1, aiSummary: false, aiRewrite: false,
    });
    const draft = await h.built.db.selectFrom('articles').selectAll().where('id', '=', record.articleId).executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ site_id: SITE.corporate, type: 1, category_id: category, status: 0, title: FIXTURE_TITLE, author: FIXTURE_ACCOUNT });
    expect(draft.content).toContain('今天，我们正式发布新一代智能温控系统。');
    expect(draft.content).not.toMatch(/visibility|<script|stolen|data-src|mmbiz|gather\.invalid|onclick|<iframe/);
    expect(draft.content).toContain(FIXTURE_VIDEO);
    expect(draft.content).toContain(`原文链接：<a href="https://mp.weixin.qq.com:${port}/s/good"`);

    // The two pictures are the library's, in 公众号采集, as their bytes are; the body and the cover use them.
    const filed = await libraryPictures(h);
    expect(filed.map((f) => f.mime)).toEqual(['image/png', 'image/jpeg']);
    const srcs = [...draft.content.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toEqual(filed.map((f) => f.url));
    expect(draft.img).toBe(filed[0].url);
    for (const f of filed) expect(fs.existsSync(path.join(h.config.dataDir, 'uploads', f.stored_name))).toBe(true);

    // lastInfo and getDetail answer it; the list holds it above the seeded ones.
    expect((await h.call('aiGatherLast', { token: admin })).json().data).toEqual(record);
    expect((await h.call('aiGatherDetail', { token: admin, query: { id: record.id } })).json().data).toEqual(record);
    const list = (await h.call('aiGatherList', { token: admin, query: { page: 1, rows: 10 } })).json().data as AiGatherListAnswer;
    expect(list.rows.map((r) => r.title)).toEqual([FIXTURE_TITLE, ...[...SEED_GATHERS].reverse().map((g) => g.title)]);
    expect(list.total).toBe(3);
  });

  it('the same article again (another tracking parameter, another scheme) → 该文章已采集过 with its draft; nothing new', async () => {
    const first = (await h.call('aiGatherLast', { token: admin })).json().data as AiGatherRecord;
    const before = { articles: await articleCount(h), pictures: (await libraryPictures(h)).length, files: uploadedFiles(h).length };
    const res = await gather(`${article('good')}/?chksm=abc#wechat_redirect`);
    expect(res.json()).toMatchObject({ code: 400, message: AI_MSG.alreadyGathered, data: { gatherId: first.id, articleId: first.articleId, articleType: 1, title: FIXTURE_TITLE } });
    expect({ articles: await articleCount(h), pictures: (await libraryPictures(h)).length, files: uploadedFiles(h).length }).toEqual(before);
  });

  it('two gathers of one article at once: one draft, the other 该文章已采集过 (the index decides)', async () => {
    const before = await articleCount(h);
    const answers = (await Promise.all([gather(article('race')), gather(article('race'))])).map((r) => r.json());
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.code === 400)).toMatchObject({ message: AI_MSG.alreadyGathered });
    expect(await articleCount(h)).toBe(before + 1);
    // The loser's picture files were removed with it: every file on disk is a library row's.
    const rows = await h.built.db.selectFrom('images').select(['stored_name', 'thumb_url']).where('site_id', '=', SITE.corporate).execute();
    const known = new Set(rows.flatMap((r) => [r.stored_name, r.thumb_url.replace('/uploads/', '')]));
    const files = uploadedFiles(h).map((f) => path.relative(path.join(h.config.dataDir, 'uploads'), f));
    expect(files.filter((f) => !known.has(f))).toEqual([]);
  });

  it('refuses links that are not WeChat articles, private addresses, deleted and missing articles — nothing written', async () => {
    const before = { articles: await articleCount(h), pictures: (await libraryPictures(h)).length, files: uploadedFiles(h).length };
    for (const url of [`http://example.com:${port}/s/good`, `http://mp.weixin.qq.com.evil.test:${port}/s/good`, 'javascript:alert(1)', `http://mp.weixin.qq.com:${port}/mp/profile`]) {
      expect([url, (await gather(url)).json()]).toMatchObject([url, { code: 400, message: AI_MSG.notWeixinUrl }]);
    }
    expect((await gather(article('redirect'))).json()).toMatchObject({ code: 400, message: AI_MSG.privateAddress });
    expect((await gather(article('deleted'))).json()).toMatchObject({ code: 400, message: AI_MSG.articleGone });
    expect((await gather(article('nothing-here'))).json()).toMatchObject({ code: 400, message: AI_MSG.articleGone });
    // Unknown fields and a type gathering cannot make are refused by the schema.
    expect((await gather(article('good2'), { extra: 1 })).statusCode).toBe(400);
    expect((await gather(article('good2'), { articleType: 5 })).statusCode).toBe(400);
    expect((await gather(article('good2'), { categoryId: 999_999 })).json()).toMatchObject({ code: 400, message: '所选分类不存在或不属于该内容类型' });
    expect({ articles: await articleCount(h), pictures: (await libraryPictures(h)).length, files: uploadedFiles(h).length }).toEqual(before);
  });

  it('a failure mid-way (the category deleted while pictures load) leaves no draft and no picture', async () => {
    const doomed = await newsCategory(h, '马上删除的分类');
    const before = { articles: await articleCount(h), pictures: (await libraryPictures(h)).length, files: uploadedFiles(h) };
    const asked = new Promise<void>((resolve) => { slowAsked = resolve; });
    const pending = gather(article('slow'), { categoryId: doomed });
    await asked;
    await h.built.db.deleteFrom('categories').where('id', '=', doomed).execute();
    releaseSlow();
    expect((await pending).json()).toMatchObject({ code: 400, message: '所选分类不存在或不属于该内容类型' });
    expect({ articles: await articleCount(h), pictures: (await libraryPictures(h)).length, files: uploadedFiles(h) }).toEqual(before);
  });

  it('an oversized page is refused in Chinese; a picture over 5 MB is counted failed, the others kept', async () => {
    expect((await gather(article('huge'))).json()).toMatchObject({ code: 400, message: '文章页面过大，无法采集' });
    expect(heavyPng.length).toBeGreaterThan(5 * 1024 * 1024);
    expect((await gather(article('heavy'))).json()).toMatchObject({ code: 200, data: { title: '图片超过5MB的文章', imagesSaved: 1, imagesFailed: 1 } });
  });

  it('an article whose draft was deleted for good can be gathered again (its record gives way)', async () => {
    const first = (await gather(article('again'))).json().data as AiGatherRecord;
    await h.built.db.deleteFrom('articles').where('id', '=', first.articleId).execute();
    expect((await h.call('aiGatherDetail', { token: admin, query: { id: first.id } })).json().data).toMatchObject({ articleId: 0, articleTitle: '' });
    const again = await gather(article('again'));
    expect(again.json()).toMatchObject({ code: 200, data: { title: '草稿被删后重新采集' } });
    expect((again.json().data as AiGatherRecord).articleId).not.toBe(first.articleId);
    expect((await h.call('aiGatherDetail', { token: admin, query: { id: first.id } })).json()).toMatchObject({ code: 404 });
  });

  it('AI options without a model → AI服务未配置，请联系管理员, nothing fetched or written', async () => {
    const before = await articleCount(h);
    expect((await gather(article('good2'), { aiSummary: true })).json()).toMatchObject({ code: 409, message: AI_MSG.unconfigured });
    expect((await gather(article('good2'), { aiRewrite: true })).json()).toMatchObject({ code: 409, message: AI_MSG.unconfigured });
    expect(await articleCount(h)).toBe(before);
  });

  it('refuses without the key, without the service, and for a demonstration account', async () => {
    const operator = await h.login('operator');
    expect((await gather(article('good2'), {}, operator)).json()).toMatchObject({ code: 403, message: MSG.forbidden });
    expect((await h.call('aiGatherList', { token: operator })).json()).toMatchObject({ code: 403 });
    const demo = await h.login('demo');
    expect((await gather(article('good2'), {}, demo)).json()).toMatchObject({ code: 403, message: AI_MSG.demo });
    await h.built.db.updateTable('ai_services').set({ expires_at: Date.now() - 1000 }).where('company_id', '=', COMPANY.demoTech).execute();
    try {
      for (const name of ['aiGatherLast', 'aiGatherList'] as const) expect((await h.call(name, { token: admin })).json()).toMatchObject({ code: 409, message: AI_MSG.noService });
      expect((await gather(article('good2'))).json()).toMatchObject({ code: 409, message: AI_MSG.noService });
    } finally {
      await giveService(h);
    }
  });

  it('answers only the active site\'s records', async () => {
    const at = Date.now() + 60_000;
    const other = await h.built.db.insertInto('ai_gathers').values({
      site_id: SITE.marketingFree, account_id: 1, url: 'https://mp.weixin.qq.com/s/OtherSite', title: '别的网站的采集', account_name: '别人', published_at: null,
      article_id: 1, article_type: 1, images_saved: 0, images_failed: 0, ai_summary: 0, ai_rewrite: 0, created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    expect((await h.call('aiGatherDetail', { token: admin, query: { id: other.id } })).json()).toMatchObject({ code: 404, message: '采集记录不存在' });
    expect(((await h.call('aiGatherLast', { token: admin })).json().data as AiGatherRecord).title).not.toBe('别的网站的采集');
    const list = (await h.call('aiGatherList', { token: admin, query: { page: 1, rows: 100 } })).json().data as AiGatherListAnswer;
    expect(list.rows.map((r) => r.title)).not.toContain('别的网站的采集');
  });

  // How long it takes is the bench's (BENCH_ONLY=ai-gather), never asserted here.
  it('gathers a 2 MB article with 30 pictures, every picture saved', async () => {
    expect(Buffer.byteLength(bigPage)).toBeGreaterThan(BIG_PAGE_BYTES - 200);
    const res = await gather(article('big'));
    expect(res.json()).toMatchObject({ code: 200, data: { imagesSaved: 30, imagesFailed: 0 } });
  });
});

// --- with the model ----------------------------------------------------------------------------------

describe('gatherMpWeixinArticle with AI 摘要与SEO and AI 改写', () => {
  let h: Harness;
  let model: HttpDouble;
  let admin: string;
  beforeAll(async () => {
    model = await startHttpDouble();
    h = await startServer({ AI_BASE_URL: model.url, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model' }, { safeFetch: { resolve: resolver, allowAddresses: ['127.0.0.1'] } });
    await giveService(h);
    admin = await h.login('admin');
  });
  afterAll(async () => {
    await h.close();
    await model.close();
  });

  const completion = (content: string, prompt: number, completion: number) =>
    answer.json({ choices: [{ message: { role: 'assistant', content } }], usage: { prompt_tokens: prompt, completion_tokens: completion } });
  const used = async () => Number((await h.built.db.selectFrom('ai_quotas').select('used').where('company_id', '=', COMPANY.demoTech).executeTakeFirst())?.used ?? 0);

  it('writes the rewritten body (pictures kept where the model put them) and the summary and SEO fields; the quota pays', async () => {
    model.next(completion('改写后的开头段落。\n\n[[图1]]\n\n改写后的第二段，<script>alert(1)</script>[点我](javascript:alert(1))。', 300, 120));
    model.next(completion('摘要：新一代温控系统节能三成。\nSEO标题：智能温控系统发布\nSEO关键词：温控,节能,智能\nSEO描述：示范科技发布新一代智能温控系统。', 200, 60));
    const before = await used();
    const res = await h.call('aiGather', { token: admin, body: { url: article('ai'), articleType: 1, categoryId: 0, aiSummary: true, aiRewrite: true } });
    expect(res.json()).toMatchObject({ code: 200, data: { title: '交给AI的文章', imagesSaved: 2, aiSummary: true, aiRewrite: true } });
    const record = res.json().data as AiGatherRecord;
    const draft = await h.built.db.selectFrom('articles').selectAll().where('id', '=', record.articleId).executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ status: 0, summary: '新一代温控系统节能三成。', seo_title: '智能温控系统发布', seo_keywords: '温控,节能,智能', seo_description: '示范科技发布新一代智能温控系统。' });
    expect(draft.content).toContain('改写后的开头段落。');
    // Model output is text: its markup is escaped, its javascript: link is no link.
    expect(draft.content).not.toMatch(/<script|href="javascript|\[\[图|今天，我们正式发布/);
    expect(draft.content).toContain('&lt;script&gt;');
    // 图1 where the model kept it, 图0 (left out) after the text.
    const pictures = await h.built.db.selectFrom('images').select('url').where('site_id', '=', SITE.corporate).orderBy('id', 'desc').limit(2).execute();
    const [second, first] = pictures.map((p) => p.url);
    const srcs = [...draft.content.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
    expect(srcs).toEqual([second, first]);
    expect(await used()).toBe(before + 300 + 120 + 200 + 60);
    expect(model.received).toHaveLength(2);
  });

  it('a model failure mid-way leaves no draft and no picture', async () => {
    model.next(answer.status(500, { error: 'boom' }));
    const before = { articles: await articleCount(h), files: uploadedFiles(h), pictures: (await libraryPictures(h)).length };
    const res = await h.call('aiGather', { token: admin, body: { url: article('good2'), articleType: 1, categoryId: 0, aiSummary: false, aiRewrite: true } });
    expect(res.json()).toMatchObject({ code: 424, message: AI_MSG.unavailable });
    expect({ articles: await articleCount(h), files: uploadedFiles(h), pictures: (await libraryPictures(h)).length }).toEqual(before);
    // And the same article can be gathered afterwards (nothing was recorded).
    const again = await h.call('aiGather', { token: admin, body: { url: article('good2'), articleType: 1, categoryId: 0, aiSummary: false, aiRewrite: false } });
    expect(again.json()).toMatchObject({ code: 200, data: { title: '第二篇文章' } });
  });
});
