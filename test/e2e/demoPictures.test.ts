// The demo as an operator first sees it: the album list shows each album's cover — a photo from
// the uploads, not the platform's logo — and a seeded case opens with its cover photo in the form.
import type { Page } from 'playwright-core';
import { SITE } from '../../server/core/db/seedData';
import { loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** The pictures matching `selector` once all `count` have loaded: their address and natural width. */
async function loadedPictures(page: Page, selector: string, count: number) {
  await page.waitForFunction(({ selector, count }) => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>(selector)];
    return imgs.length === count && imgs.every((img) => img.complete);
  }, { selector, count });
  return page.locator(selector).evaluateAll((imgs: HTMLImageElement[]) => imgs.map((img) => ({ src: img.getAttribute('src') ?? '', width: img.naturalWidth })));
}

it('shows the albums’ cover photos in the album list and a case’s cover in its form', async () => {
  const { page } = await stack.newPage();
  await loginAs(page, stack.baseUrl, 'admin');
  await page.goto(`${stack.baseUrl}/zhContent/album`);
  await page.getByText('2025 年度团建活动').waitFor();
  const albums = await stack.built.db.selectFrom('albums').select('cover').where('site_id', '=', SITE.corporate).execute();
  const covers = await loadedPictures(page, 'img.content-album-thumb', albums.length);
  for (const cover of covers) {
    expect(cover.src).toMatch(/^\/uploads\/1001\//);
    expect(cover.width).toBeGreaterThan(64);
  }
  expect(covers.map((c) => c.src).sort()).toEqual(albums.map((a) => a.cover).sort());

  const seededCase = await stack.built.db.selectFrom('articles').select(['id', 'img']).where('title', '=', '连锁零售品牌全渠道官网建设案例').executeTakeFirstOrThrow();
  await page.goto(`${stack.baseUrl}/zhContent/add?type=3&id=${seededCase.id}`);
  const [cover] = await loadedPictures(page, 'img.content-cover', 1);
  expect(cover).toEqual({ src: seededCase.img, width: expect.any(Number) });
  expect(cover.width).toBeGreaterThan(64);
});
