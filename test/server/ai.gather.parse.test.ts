// Reading a WeChat article page (issue 16 §4) on the home-made fixture: title, account, publish
// time, the body made visible without its script, pictures from data-src as numbered markers, the
// video and the voice message as links; WeChat's page of a deleted article is "gone"; the model's
// [[图N]] lines go back to pictures.
import { readWeixinPage } from '../../server/core/capture/weixinCapture';
import { placePictures, bodyForModel, markersFromModel, markersIn } from '../../server/modules/ai/gather/weixinBody';
import { readSeoAnswer } from '../../server/modules/ai/gather/aiOptions';
import { markdownToHtml } from '../../shared/domain/ai/markdown';
import { FIXTURE_ACCOUNT, FIXTURE_CT, FIXTURE_TITLE, FIXTURE_VIDEO, weixinArticlePage, weixinDeletedPage } from '../support/weixinArticle';

const PAGE_URL = 'https://mp.weixin.qq.com/s/FixtureArticle01';
const pics = ['https://mmbiz.qpic.cn/mmbiz_png/one/640?wx_fmt=png', 'https://mmbiz.qpic.cn/mmbiz_jpg/two/640?wx_fmt=jpeg', '/relative/three.png'];

function article(html: string) {
  const read = readWeixinPage(html, PAGE_URL);
  if (read.kind !== 'article') throw new Error('expected an article');
  return read.article;
}

describe('readWeixinPage', () => {
  it('reads the title, the account and the publish time from where WeChat writes them', () => {
    const a = article(weixinArticlePage({ pictures: pics }));
    expect(a.title).toBe(FIXTURE_TITLE);
    expect(a.accountName).toBe(FIXTURE_ACCOUNT);
    expect(a.publishedAt).toBe(FIXTURE_CT * 1000);
  });

  it('falls back to og:title and the author meta when the page lacks #activity-name and #js_name', () => {
    const html = weixinArticlePage().replace(/id="activity-name"/, 'id="x"').replace(/id="js_name"/, 'id="y"').replace(/var ct = "\d+";/, '');
    const a = article(html);
    expect(a.title).toBe(`${FIXTURE_TITLE}（og）`);
    expect(a.accountName).toBe(`${FIXTURE_ACCOUNT}（meta）`);
    expect(a.publishedAt).toBeNull();
  });

  it('makes the body visible, drops the script and handlers, turns data-src pictures into markers and players into links', () => {
    const a = article(weixinArticlePage({ pictures: [...pics, pics[0]] }));
    expect(a.content).not.toMatch(/visibility|<script|stolen|onclick|data-src|<iframe|mpvoice/i);
    expect(a.content).toContain('今天，我们正式发布新一代智能温控系统。<strong>节能三成</strong>');
    expect(a.content).toContain('欢迎联系我们的销售顾问预约上门演示。');
    // Three distinct pictures (the repeated one shares its marker), the relative one made absolute.
    expect(a.pictures).toEqual([pics[0], pics[1], 'https://mp.weixin.qq.com/relative/three.png']);
    expect(markersIn(a.content)).toEqual([0, 1, 2, 0]);
    const links = [...a.content.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([[FIXTURE_VIDEO, '[视频] 点击观看'], [PAGE_URL, '[音频] 产品经理的语音介绍']]);
  });

  it('places library addresses where the pictures were and removes the failed ones', () => {
    const a = article(weixinArticlePage({ pictures: pics }));
    const html = placePictures(a.content, ['/uploads/1001/2026-01/a.png', null, '/uploads/1001/2026-01/c.jpg'], '标题');
    expect([...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1])).toEqual(['/uploads/1001/2026-01/a.png', '/uploads/1001/2026-01/c.jpg']);
    expect(html).not.toContain('gather.invalid');
  });

  it('keeps at most 50 pictures; the rest leave the body and are counted', () => {
    const many = Array.from({ length: 53 }, (_, i) => `https://mmbiz.qpic.cn/p/${i}.png`);
    const a = article(weixinArticlePage({ pictures: many }));
    expect(a.pictures).toHaveLength(50);
    expect(a.picturesDropped).toBe(3);
    expect(markersIn(a.content)).toHaveLength(50);
  });

  it('knows WeChat\'s page of a deleted article, and a page without #js_content', () => {
    expect(readWeixinPage(weixinDeletedPage(), PAGE_URL)).toEqual({ kind: 'gone' });
    expect(readWeixinPage('<html><body><h1>别的网页</h1><p>正文</p></body></html>', PAGE_URL)).toEqual({ kind: 'gone' });
    const blocked = '<html><body><div id="js_content"></div><p>此内容因违规无法查看</p></body></html>';
    expect(readWeixinPage(blocked, PAGE_URL)).toEqual({ kind: 'gone' });
  });
});

describe('the model\'s side', () => {
  it('sends the words with [[图N]] lines and puts the pictures back where the answer keeps them', () => {
    const a = article(weixinArticlePage({ pictures: pics.slice(0, 2) }));
    const words = bodyForModel(a.content);
    expect(words).toContain('[[图0]]');
    expect(words).toContain('[[图1]]');
    expect(words).not.toMatch(/<|gather\.invalid/);
    const answer = markdownToHtml('改写后的第一段。\n\n[[图1]]\n\n改写后的第二段<script>x</script>。\n\n[[图9]]');
    const back = markersFromModel(answer, 2);
    // 图1 where the model kept it, 图0 (left out) at the end, 图9 (no such picture) dropped.
    expect(markersIn(back)).toEqual([1, 0]);
    expect(placePictures(back, ['/uploads/a.png', '/uploads/b.png'], 't')).not.toMatch(/<script|\[\[图/);
  });

  it('reads the four labelled lines of the summary answer, clipped, missing ones empty', () => {
    expect(readSeoAnswer('摘要：新系统节能三成。\n**SEO标题**：智能温控系统\nSEO关键词: 温控,节能\n其他废话')).toEqual({
      summary: '新系统节能三成。', seo_title: '智能温控系统', seo_keywords: '温控,节能', seo_description: '',
    });
  });
});
