// Strings of the product spreadsheets (product.excel.* of the plugin's bundle).
import { TOKENS, useService } from '../../../../kernel';

export type ExcelT = (key: string, params?: Record<string, string | number>) => string;

export function useExcelT(): ExcelT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`product.excel.${key}`, params);
}
