import { TOKENS, useService } from '../../../kernel';

/** t('library.title') → i18n 'resources.library.title'. */
export function useResourcesT(): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`resources.${key}`, params);
}
