// Strings of the clone area (sites.clone.* of the plugin's bundle).
import { TOKENS, useService } from '../../../kernel';

export type CloneT = (key: string, params?: Record<string, string | number>) => string;

export function useCloneT(): CloneT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`sites.clone.${key}`, params);
}
