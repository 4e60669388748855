// Translation inside components: observer components re-render when the locale changes.
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';

export function useT(): (key: string, params?: Record<string, string | number>) => string {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(key, params);
}
