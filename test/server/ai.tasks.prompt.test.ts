// Reading a model's article answer (server/modules/ai/tasks/articlePrompt.ts): the strict format,
// and the usual ways a model strays from it.
import { articleMessages, readArticle } from '../../server/modules/ai/tasks/articlePrompt';

describe('readArticle', () => {
  it('reads the asked format', () => {
    const text = '标题：企业官网改版指南\nSEO标题：官网改版\nSEO关键词：官网，改版, 建站\nSEO描述：改版前要想清楚的事\n正文：\n```markdown\n## 目标\n\n先定目标。\n```\n';
    expect(readArticle(text)).toEqual({ title: '企业官网改版指南', markdown: '## 目标\n\n先定目标。', seoTitle: '官网改版', seoKeywords: '官网,改版, 建站', seoDescription: '改版前要想清楚的事' });
  });

  it('tolerates markup around labels, a missing closing fence, and a heading instead of 标题', () => {
    expect(readArticle('**标题：** 《小店也要有官网》\n\n```md\n正文一段\n')).toMatchObject({ title: '小店也要有官网', markdown: '正文一段' });
    expect(readArticle('# 为什么要做 SEO\n\n因为搜索是入口。')).toMatchObject({ title: '为什么要做 SEO', markdown: '因为搜索是入口。' });
    expect(readArticle('标题：无正文\n正文：\n')).toBeNull();
    expect(readArticle('')).toBeNull();
    // The SEO title is never taken for the title.
    expect(readArticle('SEO标题：短\n标题：长一点的标题\n正文：内容')?.title).toBe('长一点的标题');
  });

  it('asks for SEO lines only when they are wanted, and a different angle for a keyword’s later articles', () => {
    const ask = { keyword: '网站建设', nth: 2, perKeyword: 3, articleType: 1, length: 1000 as const, style: 'marketing' as const, seo: false };
    const [system, user] = articleMessages(ask);
    expect(system.content).not.toContain('SEO');
    expect(system.content).toContain('营销');
    expect(user.content).toContain('「网站建设」');
    expect(user.content).toContain('第 2/3 篇');
    expect(articleMessages({ ...ask, seo: true })[0].content).toContain('SEO关键词');
  });
});
