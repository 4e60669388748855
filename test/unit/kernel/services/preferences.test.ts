// PreferencesService through the container: the stored preferences of §3 and the menu state.
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';

const sameStorage = (kernel: ReturnType<typeof createTestKernel>) =>
  createTestKernel({ overrides: [{ token: TOKENS.localStorage, value: kernel.localStorage }] });

describe('PreferencesService', () => {
  it('starts from the defaults', () => {
    const prefs = createTestKernel().get(TOKENS.preferences);
    expect(prefs.values).toEqual({
      sysVersion: 0,
      languageType: 'zh-cn',
      themeName: '',
      isNewXys: false,
      isCompetition: false,
      isQR_code: false,
      menuCollapsed: false,
      menuTheme: 'default',
    });
  });

  it('persists updates across kernels on the same local storage', () => {
    const first = createTestKernel();
    first.get(TOKENS.preferences).update({ sysVersion: 3, languageType: 'en-us', themeName: 'blue', isNewXys: true, isCompetition: true, isQR_code: true, menuCollapsed: true, menuTheme: 'sidebar' });
    const values = sameStorage(first).get(TOKENS.preferences).values;
    expect(values).toEqual({ sysVersion: 3, languageType: 'en-us', themeName: 'blue', isNewXys: true, isCompetition: true, isQR_code: true, menuCollapsed: true, menuTheme: 'sidebar' });
    expect(createTestKernel().get(TOKENS.preferences).values.sysVersion).toBe(0);
  });

  it('update merges with what is there', () => {
    const prefs = createTestKernel().get(TOKENS.preferences);
    prefs.update({ sysVersion: 3 });
    prefs.update({ themeName: 'red' });
    expect(prefs.values).toMatchObject({ sysVersion: 3, themeName: 'red' });
  });

  it('clearSessionValues forgets everything but keeps the menu’s collapse state and theme (and persists them)', () => {
    const kernel = createTestKernel();
    const prefs = kernel.get(TOKENS.preferences);
    prefs.update({ sysVersion: 3, languageType: 'en-us', isCompetition: true, isQR_code: true, menuCollapsed: true, menuTheme: 'sidebar' });
    prefs.clearSessionValues();
    expect(prefs.values).toEqual({ sysVersion: 0, languageType: 'zh-cn', themeName: '', isNewXys: false, isCompetition: false, isQR_code: false, menuCollapsed: true, menuTheme: 'sidebar' });
    expect(sameStorage(kernel).get(TOKENS.preferences).values).toEqual(prefs.values);
  });

  it('ignores unknown keys and values of the wrong type', () => {
    const kernel = createTestKernel();
    kernel.localStorage.setItem('console.preferences', JSON.stringify({ sysVersion: '3', themeName: 5, menuCollapsed: true, menuTheme: 'wide', injected: 'x' }));
    const values = sameStorage(kernel).get(TOKENS.preferences).values;
    expect(values.sysVersion).toBe(0);
    expect(values.menuTheme).toBe('default');
    expect(values.themeName).toBe('');
    expect(values.menuCollapsed).toBe(true);
    expect(values).not.toHaveProperty('injected');
  });

  it('survives a corrupted stored value', () => {
    const kernel = createTestKernel();
    kernel.localStorage.setItem('console.preferences', '{not json');
    expect(sameStorage(kernel).get(TOKENS.preferences).values.sysVersion).toBe(0);
  });
});
