// Strings of the languages area (sites.languages.* of the plugin's bundle).
import { TOKENS, useService } from '../../../kernel';

export type LangT = (key: string, params?: Record<string, string | number>) => string;

export function useLangT(): LangT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`sites.languages.${key}`, params);
}
