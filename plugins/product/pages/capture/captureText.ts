// Strings of the capture page (product.capture.* of the plugin's bundle).
import { TOKENS, useService } from '../../../../kernel';

export type CaptureT = (key: string, params?: Record<string, string | number>) => string;

export function useCaptureT(): CaptureT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`product.capture.${key}`, params);
}
