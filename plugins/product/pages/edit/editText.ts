// Strings of the product edit page (product.edit.* of the plugin's bundle).
import { TOKENS, useService } from '../../../../kernel';

export type EditT = (key: string, params?: Record<string, string | number>) => string;

export function useEditT(): EditT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`product.edit.${key}`, params);
}
