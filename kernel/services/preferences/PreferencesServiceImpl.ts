// PreferencesService: the stored preferences of §3 (sysVersion, languageType, themeName, isNewXys,
// isCompetition, isQR_code), the menu collapse state and menu theme, kept in local storage across reloads.
import { inject, injectable } from 'inversify';
import { action, makeObservable, observable } from 'mobx';
import { TOKENS } from '../../tokens';
import { readJson, writeJson, type KeyValueStore } from '../../ports/storage';
import type { Preferences, PreferencesService } from './types';

const KEY = 'console.preferences';

const DEFAULTS: Preferences = {
  sysVersion: 0,
  languageType: 'zh-cn',
  themeName: '',
  isNewXys: false,
  isCompetition: false,
  isQR_code: false,
  menuCollapsed: false,
  menuTheme: 'default',
};

const MENU_THEMES: readonly string[] = ['default', 'sidebar'];

@injectable()
export class PreferencesServiceImpl implements PreferencesService {
  values: Preferences;

  constructor(@inject(TOKENS.localStorage) private readonly storage: KeyValueStore) {
    const saved = readJson<Partial<Preferences>>(storage, KEY) ?? {};
    this.values = { ...DEFAULTS, ...pickKnown(saved) };
    makeObservable(this, { values: observable, update: action, clearSessionValues: action });
  }

  update(patch: Partial<Preferences>): void {
    this.values = { ...this.values, ...pickKnown(patch) };
    writeJson(this.storage, KEY, this.values);
  }

  clearSessionValues(): void {
    this.values = { ...DEFAULTS, menuCollapsed: this.values.menuCollapsed, menuTheme: this.values.menuTheme };
    writeJson(this.storage, KEY, this.values);
  }
}

function pickKnown(input: Partial<Preferences>): Partial<Preferences> {
  const out: Partial<Preferences> = {};
  for (const key of Object.keys(DEFAULTS) as (keyof Preferences)[]) {
    if (input[key] !== undefined && typeof input[key] === typeof DEFAULTS[key]) (out as Record<string, unknown>)[key] = input[key];
  }
  if (out.menuTheme !== undefined && !MENU_THEMES.includes(out.menuTheme)) delete out.menuTheme;
  return out;
}
