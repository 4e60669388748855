// The console honours the operator's system setting for reduced motion.
function loadThemeWith(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query })) as unknown as typeof window.matchMedia;
  let theme: typeof import('../../../../kernel/shell/providers/theme') | undefined;
  jest.isolateModules(() => {
    theme = require('../../../../kernel/shell/providers/theme');
  });
  return theme!.CONSOLE_THEME;
}

it('animates dialogs and menus by default', () => {
  expect(loadThemeWith(false).token?.motion).toBe(true);
});

it('turns animation off when the system asks for reduced motion', () => {
  expect(loadThemeWith(true).token?.motion).toBe(false);
});
