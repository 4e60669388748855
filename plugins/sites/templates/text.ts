// Strings of the templates area (sites.templates.* of the plugin's bundle).
import { TOKENS, useService } from '../../../kernel';

export type TemplatesT = (key: string, params?: Record<string, string | number>) => string;

export function useTemplatesT(): TemplatesT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`sites.templates.${key}`, params);
}
