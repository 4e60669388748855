// The page's strings (seo.baidu.*).
import { TOKENS, useService } from '../../../../kernel';

export function useBaiduT(): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`seo.baidu.${key}`, params);
}
