// 多语言 and 同步翻译 as an operator uses them, the server translating through a local double of the
// translation API: the Chinese site's page shows the bound foreign site among the company's foreign
// sites; on the sync page one 未同步 article is translated after 是否确认同步翻译到英文站？ → 翻译成功!,
// its row reads 已同步 and the English copy is in the foreign site; on the foreign site the versions
// and 已开通 3/5 are shown and 日语 is added (已开通 4/5). 产品 chosen in the type filter lists its 未同步
// products, one of which is translated the same way.
import { SITE } from '../../server/core/db/seedData';
import { startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { english } from '../support/doubles/englishTranslation';
import type { Page } from 'playwright-core';
import { loginAs, type Stack, startStack, switchSite, waitUntilSettled } from './support/stack';

let translator: HttpDouble;
let stack: Stack;
beforeAll(async () => {
  translator = await startHttpDouble();
  translator.always(english);
  stack = await startStack({ TRANSLATE_API_URL: `${translator.url}/translate` });
});
afterAll(async () => {
  await stack?.close();
  await translator?.close();
});


/** Chooses an option of one of the sync page's filters. */
async function choose(page: Page, filter: '内容类型' | '同步状态', option: string): Promise<void> {
  await page.getByLabel(filter).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await waitUntilSettled(dropdown);
  await dropdown.getByText(option, { exact: true }).click();
}

/** 同步翻译 of a listed 未同步 row, confirmed: 翻译成功!, and the list (only 未同步) no longer holds it. */
async function translateRow(page: Page, title: string): Promise<void> {
  const row = page.getByTestId('sync-list').getByRole('row').filter({ hasText: title });
  await row.getByText('未同步').waitFor();
  await row.getByRole('button', { name: '同步翻译' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.getByText('是否确认同步翻译到英文站？').waitFor();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await page.getByText('翻译成功!').first().waitFor();
  await row.waitFor({ state: 'detached' });
}

it('the Chinese site lists its bound foreign site; one article translated on the sync page reads 翻译成功! and 已同步', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/siteLanguage/index`);
    await page.getByTestId('languages-bound').getByText('Demo Global Site').waitFor();
    const foreign = page.getByTestId('languages-foreign');
    await foreign.getByRole('row').filter({ hasText: 'Demo Global Site' }).getByText('已绑定').waitFor();
    await foreign.getByRole('row').filter({ hasText: '外贸推广站' }).getByRole('button', { name: '绑定' }).waitFor();

    await page.getByRole('button', { name: '去同步翻译' }).click();
    await page.waitForURL(/\/siteLanguage\/sync$/);
    await page.getByTestId('sync-target').getByText(/Demo Global Site/).waitFor();
    await page.getByTestId('sync-totals').getByText(/文章：未同步 \d+ · 已同步 9 · 已修改 0/).waitFor();

    // Only 未同步, then the newest of them.
    await choose(page, '同步状态', '未同步');
    const source = await stack.built.db.selectFrom('articles as a')
      .leftJoin('language_syncs as s', (j) => j.onRef('s.source_id', '=', 'a.id').on('s.item_type', '=', 'article'))
      .select(['a.id', 'a.title']).where('a.site_id', '=', SITE.corporate).where('a.disabled', '=', 0).where('s.id', 'is', null)
      .orderBy('a.id', 'desc').executeTakeFirstOrThrow();
    await translateRow(page, source.title);
    await choose(page, '同步状态', '已同步');
    await page.getByTestId('sync-list').getByRole('row').filter({ hasText: source.title }).getByText('已同步').waitFor();
    const copy = await stack.built.db.selectFrom('articles').select('title').where('site_id', '=', SITE.global).where('title', '=', `[en] ${source.title}`).executeTakeFirst();
    expect(copy?.title).toBe(`[en] ${source.title}`);
  } finally {
    await context.close();
  }
});

it('产品 in the type filter: its totals and 未同步 products; one translated reads 翻译成功! and its English copy is in the foreign site', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await page.goto(`${stack.baseUrl}/siteLanguage/sync`);
    await page.getByTestId('sync-totals').getByText(/产品：未同步 \d+ · 已同步 25 · 已修改 0/).waitFor();
    await choose(page, '内容类型', '产品');
    await choose(page, '同步状态', '未同步');
    const source = await stack.built.db.selectFrom('products as p')
      .leftJoin('language_syncs as s', (j) => j.onRef('s.source_id', '=', 'p.id').on('s.item_type', '=', 'product'))
      .select(['p.id', 'p.name']).where('p.site_id', '=', SITE.corporate).where('p.disabled', '=', 0).where('s.id', 'is', null)
      .orderBy('p.updated_at', 'desc').orderBy('p.id', 'desc').executeTakeFirstOrThrow();
    await translateRow(page, source.name);
    await page.getByTestId('sync-totals').getByText(/产品：未同步 \d+ · 已同步 26 · 已修改 0/).waitFor();
    const copy = await stack.built.db.selectFrom('products').select('name').where('site_id', '=', SITE.global).where('name', '=', `[en] ${source.name}`).executeTakeFirst();
    expect(copy?.name).toBe(`[en] ${source.name}`);
  } finally {
    await context.close();
  }
});

it('the foreign site shows its versions and 已开通 3/5, and adds 日语', async () => {
  const { page, context } = await stack.newPage();
  try {
    await loginAs(page, stack.baseUrl, 'admin');
    await switchSite(page, /Demo Global Site/, /\/enHome\/index$/);
    await page.goto(`${stack.baseUrl}/siteLanguage/index`);
    await page.getByTestId('languages-count').getByText('已开通 3/5').waitFor();
    const versions = page.getByTestId('languages-versions');
    for (const name of ['英语', '德语', '法语']) await versions.getByRole('cell', { name, exact: true }).waitFor();

    await page.getByLabel('选择要添加的语言').click();
    await page.getByLabel('选择要添加的语言').fill('日语');
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await waitUntilSettled(dropdown);
    await dropdown.getByText('日语（ja-jp）').click();
    await page.getByRole('button', { name: '添加语言' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('确定添加“日语”语言版本吗？').waitFor();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('添加成功').first().waitFor();
    await page.getByTestId('languages-count').getByText('已开通 4/5').waitFor();
    await versions.getByRole('cell', { name: '日语', exact: true }).waitFor();
    const stored = await stack.built.db.selectFrom('site_languages').select('lang').where('site_id', '=', SITE.global).execute();
    expect(stored.map((r) => r.lang).sort()).toEqual(['de-de', 'fr-fr', 'ja-jp']);
  } finally {
    await context.close();
  }
});
