import { TOKENS, useService } from '../../../kernel';

/** The page's strings (spider.page.*). */
export function useT() {
  const i18n = useService(TOKENS.i18n);
  return (key: string, params?: Record<string, string | number>) => i18n.t(`spider.page.${key}`, params);
}
