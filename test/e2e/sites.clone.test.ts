// 翻译克隆 as an operator uses it, the server translating through a local double held until the test
// lets it answer: on the Chinese home the card opens the dialog; with the site grown past 500000
// characters (two test-only large articles) 确定 leads to step 2 (强制翻译), then step 3 naming the
// bound foreign site and its address; the start shows 站点克隆中… and disables the button; after a
// reload mid-way the card still follows the clone; once it ends the foreign site bears the translated
// site name and its article list the translated titles.
import { insertArticle } from '../../server/core/content/articleWrites';
import { SITE } from '../../server/core/db/seedData';
import { MSG } from '../../shared/domain/messages';
import { answer, startHttpDouble, type HttpDouble, type Script } from '../support/doubles/httpDouble';
import { loginAs, type Stack, startStack, switchSite } from './support/stack';

let release: () => void = () => undefined;
const gate = new Promise<void>((resolve) => {
  release = resolve;
});
const heldEnglish: Script = async (res, req, d) => {
  await gate;
  const { texts } = JSON.parse(req.body) as { texts: string[] };
  answer.json({ texts: texts.map((t) => `[en] ${t}`) })(res, req, d);
};

let translator: HttpDouble;
let stack: Stack;
beforeAll(async () => {
  translator = await startHttpDouble();
  translator.always(heldEnglish);
  stack = await startStack({ TRANSLATE_API_URL: `${translator.url}/translate`, PROVIDER_TIMEOUT_MS: '60000' });
  for (const n of [1, 2]) {
    await insertArticle(stack.built.db, SITE.corporate, {
      type: 1, category_id: 0, title: `超长测试文章${n}`, summary: '', content: `<p>${'长'.repeat(260_000)}</p>`, img: '', author: '', sort: 0, status: 1,
      seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    }, 1, Date.now());
  }
});
afterAll(async () => {
  release();
  await stack?.close();
  await translator?.close();
});

it('clones through step 2 and 3, follows the clone after a reload, and the foreign site lists the translated titles', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/zhHome/index`);
    const card = page.getByTestId('clone-card');
    await card.getByText('Demo Global Site').waitFor();
    await card.getByTestId('clone-open').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByText('后台数据').waitFor();
    await dialog.getByTestId('clone-ok').click();
    await dialog.getByTestId('clone-step2').getByText(/超过 500000 字符/).waitFor();
    await dialog.getByRole('button', { name: '强制翻译' }).click();
    const step3 = dialog.getByTestId('clone-step3');
    await step3.getByText(`“Demo Global Site”（https://s${SITE.global}.preview.example.com/）`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '确定克隆' }).click();
    await dialog.getByText(MSG.cloning).waitFor();
    await page.keyboard.press('Escape');
    expect(await card.getByTestId('clone-open').isDisabled()).toBe(true);

    // A reload while the translation is still on its way: the card finds the clone again.
    await page.reload();
    await card.getByTestId('clone-disabled').waitFor();
    await card.getByText('翻译克隆站点').waitFor();
    expect(await card.getByTestId('clone-open').isDisabled()).toBe(true);
    release();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const task = await stack.built.db.selectFrom('tasks').select('state').where('kind', '=', 'languages.clone').executeTakeFirstOrThrow();
      if (task.state === 'succeeded') break;
      if (task.state !== 'queued' && task.state !== 'running') throw new Error(`clone ${task.state}`);
      if (Date.now() > deadline) throw new Error('clone did not end');
      await new Promise((r) => setTimeout(r, 200));
    }

    // The foreign site took the translated site name (可视化界面) and its article list holds the translated titles.
    await switchSite(page, /\[en\] 示范企业官网/, /\/enHome\/index$/);
    await page.goto(`${stack.baseUrl}/zhContent/news`);
    await page.getByText('[en] 超长测试文章2').first().waitFor();
    await page.getByText('[en] 超长测试文章1').first().waitFor();
  } finally {
    await context.close();
  }
});
