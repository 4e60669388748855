// Tags and recommended keywords link articles of every type, but a caller sees and links only the
// types whose list key it holds (the content routes' rule): a help-only editor never reads a news
// title through a tag or a keyword, nor links one. And searches fold case the same way on SQLite and
// PostgreSQL, beyond ASCII (É ↔ é, Ä ↔ ä, Σ ↔ σ/ς).
import { MSG } from '../../shared/domain/messages';
import { SEED_KEYWORD } from '../../server/modules/content/seedKeywords';
import { createArticle, tokenWith } from './support/content';
import { snapshot, startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
let helpOnly: string;
let newsId: number;
let helpId: number;
let tagId: number;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  helpOnly = await tokenWith(h, ['help_list', 'tag_list', 'recommend_keyword'], '帮助编辑');
  tagId = (await h.call('tagSave', { token: admin, body: { name: '可见性测试' } })).json().data.id;
  newsId = (await createArticle(h, admin, { type: 1, title: '只给新闻编辑看的新闻', tag_ids: [tagId] })).id;
  helpId = (await createArticle(h, admin, { type: 2, title: '人人可见的帮助', tag_ids: [tagId] })).id;
  await h.call('keywordAssociate', { token: admin, body: { id: SEED_KEYWORD.website, article_ids: [newsId, helpId] } });
});
afterAll(() => h.close());

const titlesOf = (data: { rows: { title: string }[] }) => data.rows.map((r) => r.title);

describe('tags', () => {
  it('lists a tag’s articles and counts only of the caller’s types', async () => {
    const mine = (await h.call('tagArticles', { token: helpOnly, query: { id: tagId } })).json().data;
    expect(titlesOf(mine)).toEqual(['人人可见的帮助']);
    expect(mine.total).toBe(1);
    const everything = (await h.call('tagArticles', { token: admin, query: { id: tagId } })).json().data;
    expect(titlesOf(everything).sort()).toEqual(['人人可见的帮助', '只给新闻编辑看的新闻'].sort());
    const row = (await h.call('tagList', { token: helpOnly, query: { keyword: '可见性测试' } })).json().data.rows[0];
    expect(row.article_count).toBe(1);
  });

  it('shows nothing to a tag editor without any content list key', async () => {
    const tagsOnly = await tokenWith(h, ['tag_list']);
    const res = (await h.call('tagArticles', { token: tagsOnly, query: { id: tagId } })).json();
    expect(res).toMatchObject({ code: 200, data: { rows: [], total: 0 } });
  });
});

describe('recommended keywords', () => {
  it('lists associated articles, counts and candidates of the caller’s types only', async () => {
    const content = (await h.call('keywordContent', { token: helpOnly, query: { id: SEED_KEYWORD.website } })).json().data;
    expect(content.rows.map((r: { title: string }) => r.title)).toEqual(['人人可见的帮助']);
    const listed = (await h.call('keywordList', { token: helpOnly, body: { keyword: '企业官网建设' } })).json().data.rows[0];
    expect(listed.content_count).toBe(1);
    const open = (await h.call('keywordCandidates', { token: helpOnly, query: { id: SEED_KEYWORD.smartManufacturing, rows: 100 } })).json().data;
    expect(open.rows.every((r: { type: number }) => r.type === 2)).toBe(true);
    const asked = await h.call('keywordCandidates', { token: helpOnly, query: { id: SEED_KEYWORD.smartManufacturing, type: 1 } });
    expect(asked.statusCode).toBe(403);
  });

  it('refuses to link or unlink an article of another type, changing nothing', async () => {
    const before = await snapshot(h);
    for (const name of ['keywordAssociate', 'keywordDissociate'] as const) {
      const res = await h.call(name, { token: helpOnly, body: { id: SEED_KEYWORD.website, article_ids: [newsId] } });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MSG.forbidden);
    }
    expect(await snapshot(h)).toEqual(before);
    const mine = await h.call('keywordDissociate', { token: helpOnly, body: { id: SEED_KEYWORD.website, article_ids: [helpId] } });
    expect(mine.json().data).toEqual({ dissociated: 1 });
  });
});

describe('case folding beyond ASCII, the same on both back ends', () => {
  it('finds ÉTÉ by été (and été by ÉTÉ) in article titles, with and without the title index', async () => {
    await createArticle(h, admin, { type: 1, title: 'ÉTÉ 2026 新品发布' });
    await createArticle(h, admin, { type: 1, title: 'Ärzte und ΣΟΦΙΑ 研讨会' });
    for (const keyword of ['été', 'ÉTÉ', 'Été 2026', 'é', 'ärzte', 'σοφια', 'ΣΟΦΙΑ']) {
      const found = (await h.call('articleList', { token: admin, query: { type: 1, keyword } })).json().data;
      expect({ keyword, titles: titlesOf(found).filter((t) => /ÉTÉ|Ärzte/.test(t)).length }).toEqual({ keyword, titles: 1 });
    }
  });

  it('finds tags and jobs by a differently-cased non-ASCII keyword', async () => {
    await h.call('tagSave', { token: admin, body: { name: 'Ökologie' } });
    expect((await h.call('tagList', { token: admin, query: { keyword: 'ökolog' } })).json().data.total).toBe(1);
    expect((await h.call('jobSave', { token: admin, body: { title: 'INGÉNIEUR 工程师', place: '上海' } })).statusCode).toBe(200);
    expect((await h.call('jobList', { token: admin, query: { keyword: 'ingénieur' } })).json().data.total).toBe(1);
  });
});
