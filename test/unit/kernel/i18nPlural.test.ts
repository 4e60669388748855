// Plurals through the I18nService from the container: English says "1 item" and "4 items" from one
// ICU-style key, Chinese strings keep reading as before, and the plugins' English counts agree.
import { createTestKernel } from '../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../kernel/tokens';
import { installedPlugins } from '../../../plugins/installed';
import contentEn from '../../../plugins/content/i18n/en-US';
import contentZh from '../../../plugins/content/i18n/zh-CN';
import homeEn from '../../../plugins/home/i18n/en-US';
import homeZh from '../../../plugins/home/i18n/zh-CN';

const ITEMS = '{count, plural, =0 {no items} one {# item} other {# items}}';

async function english() {
  const kernel = createTestKernel();
  const i18n = kernel.get(TOKENS.i18n);
  i18n.addBundle('demo', 'zh-CN', { items: '{count} 篇', named: '{name}（{count} 篇）' });
  i18n.addBundle('demo', 'en-US', { items: ITEMS, named: `{name} (${ITEMS})`, nested: '{done, plural, one {# of {total} step} other {# of {total} steps}} done' });
  await i18n.setLocale('en-US');
  return i18n;
}

it('picks the English form by count, an exact =N first', async () => {
  const i18n = await english();
  expect([0, 1, 2, 4, 21].map((count) => i18n.t('demo.items', { count }))).toEqual(['no items', '1 item', '2 items', '4 items', '21 items']);
  expect(i18n.t('demo.named', { name: '公司新闻', count: 1 })).toBe('公司新闻 (1 item)');
  expect(i18n.t('demo.named', { name: '公司新闻', count: 4 })).toBe('公司新闻 (4 items)');
  expect(i18n.t('demo.nested', { done: 1, total: 5 })).toBe('1 of 5 step done');
  expect(i18n.t('demo.nested', { done: 3, total: 5 })).toBe('3 of 5 steps done');
});

it('keeps Chinese strings as they read, and a plural without its param as written', async () => {
  const i18n = await english();
  await i18n.setLocale('zh-CN');
  expect(i18n.t('demo.items', { count: 1 })).toBe('1 篇');
  expect(i18n.t('demo.named', { name: '公司新闻', count: 4 })).toBe('公司新闻（4 篇）');
  // zh-CN has one plural form: a Chinese plural string reads "other" for every count.
  i18n.addBundle('demo', 'zh-CN', { plural: '{n, plural, other {# 项}}' });
  expect(i18n.t('demo.plural', { n: 1 })).toBe('1 项');
  await i18n.setLocale('en-US');
  expect(i18n.t('demo.items', { total: 3 })).toBe(ITEMS);
  // A # outside a plural is just a character.
  i18n.addBundle('demo', 'en-US', { tag: 'Content of tag #{id}' });
  expect(i18n.t('demo.tag', { id: 7 })).toBe('Content of tag #7');
});

it('makes the plugins’ English counts agree with the number', async () => {
  const kernel = createTestKernel();
  const i18n = kernel.get(TOKENS.i18n);
  i18n.addBundle('content', 'zh-CN', contentZh);
  i18n.addBundle('content', 'en-US', contentEn);
  i18n.addBundle('home', 'zh-CN', homeZh);
  i18n.addBundle('home', 'en-US', homeEn);
  expect(i18n.t('content.categories.named', { name: '公司新闻', count: 4 })).toBe('公司新闻（4 篇）');
  await i18n.setLocale('en-US');
  expect(i18n.t('content.categories.named', { name: '公司新闻', count: 1 })).toBe('公司新闻 (1 item)');
  expect(i18n.t('content.categories.named', { name: '公司新闻', count: 4 })).toBe('公司新闻 (4 items)');
  expect(i18n.t('content.list.removeConfirm', { count: 1 })).toBe('Move the selected item to the recycle bin? You can restore it there.');
  expect(i18n.t('home.site.daysLeft', { days: 1 })).toBe('1 day left');
  expect(i18n.t('home.domains.days', { days: 30 })).toBe('30 days');
});

it('parses every plural of the English bundles (no ICU text left on screen)', async () => {
  const bundles = await Promise.all(installedPlugins.map((m) => m.id).map(async (name) => [name, (await import(`../../../plugins/${name}/i18n/en-US`)).default] as const));
  const kernel = createTestKernel();
  const i18n = kernel.get(TOKENS.i18n);
  const plurals: { key: string; counted: string[]; named: string[] }[] = [];
  const walk = (prefix: string, node: object) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && value.includes(', plural,')) {
        // The values the page passes: a number for each plural, a text for each plain placeholder.
        const counted = [...value.matchAll(/\{(\w+), plural,/g)].map((m) => m[1]);
        const named = [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((v) => !counted.includes(v));
        plurals.push({ key: `${prefix}.${key}`, counted, named });
      } else if (value && typeof value === 'object') walk(`${prefix}.${key}`, value);
    }
  };
  for (const [name, messages] of bundles) {
    i18n.addBundle(name, 'en-US', messages);
    walk(name, messages);
  }
  await i18n.setLocale('en-US');
  expect(plurals.length).toBeGreaterThan(20);
  for (const { key, counted, named } of plurals) {
    for (const n of [1, 3]) {
      const values = Object.fromEntries([...named.map((v) => [v, 'x']), ...counted.map((v) => [v, n])]);
      const text = i18n.t(key, values);
      expect({ key, text }).toEqual({ key, text: expect.not.stringMatching(/[{}#]|plural/) });
    }
  }
});
