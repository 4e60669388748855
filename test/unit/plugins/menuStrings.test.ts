// Every installed plugin's menu strings: Chinese in the first load, English behind a loader, the
// same keys in both, and every route, palette entry and recycle-bin tab titled in both languages.
import { installedPlugins } from '../../../plugins/installed';
import type { Messages, RouteDescriptor } from '../../../kernel';

const flatten = (bundle: Messages, prefix: string, out = new Map<string, string>()): Map<string, string> => {
  for (const [key, value] of Object.entries(bundle)) {
    if (value && typeof value === 'object') flatten(value as Messages, `${prefix}${key}.`, out);
    else out.set(`${prefix}${key}`, String(value));
  }
  return out;
};
const titlesOf = (routes: readonly RouteDescriptor[]): string[] => routes.flatMap((r) => [...(r.title ? [r.title] : []), ...titlesOf(r.children ?? [])]);

describe.each(installedPlugins.map((m) => [m.id, m] as const))('the %s plugin’s menu strings', (id, manifest) => {
  it('carries Chinese as an object and English as a loader with the same keys, naming every title it shows before it loads', async () => {
    const zh = manifest.i18n?.['zh-CN'];
    const en = manifest.i18n?.['en-US'];
    expect(typeof zh).toBe('object');
    expect(typeof en).toBe('function');
    const zhStrings = flatten(zh as Messages, `${id}.`);
    const enStrings = flatten((await (en as () => Promise<{ default: Messages }>)()).default, `${id}.`);
    expect([...enStrings.keys()].sort()).toEqual([...zhStrings.keys()].sort());
    const eagerTitles = [manifest.title, ...titlesOf(manifest.routes), ...(manifest.commands ?? []).map((c) => c.title), ...(manifest.recycleBins ?? []).map((b) => b.title), ...(manifest.recordSources ?? []).map((s) => s.title)];
    for (const title of eagerTitles) {
      expect([title, zhStrings.has(title), enStrings.has(title)]).toEqual([title, true, true]);
    }
  });
});
