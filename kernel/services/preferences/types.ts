/** Stored preferences of §3 plus the shell's own (menu collapse state). */
export interface Preferences {
  sysVersion: number;
  languageType: string;
  themeName: string;
  isNewXys: boolean;
  isCompetition: boolean;
  isQR_code: boolean;
  menuCollapsed: boolean;
}

export interface PreferencesService {
  readonly values: Preferences;
  update(patch: Partial<Preferences>): void;
  /** Forget everything but UI state (on sign-out). */
  clearSessionValues(): void;
}
