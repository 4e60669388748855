/** Stored preferences of §3 plus the shell's own (menu collapse state). */
export interface Preferences {
  sysVersion: number;
  languageType: string;
  themeName: string;
  isNewXys: boolean;
  isCompetition: boolean;
  isQR_code: boolean;
  menuCollapsed: boolean;
  /** §2 menu theme: the default 192 px menu, or the sidebar theme's 140 px one. */
  menuTheme: MenuTheme;
}

export type MenuTheme = 'default' | 'sidebar';

export interface PreferencesService {
  readonly values: Preferences;
  update(patch: Partial<Preferences>): void;
  /** Forget everything but UI state (on sign-out). */
  clearSessionValues(): void;
}
