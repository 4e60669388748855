// Strings of the oplog area (settings.oplog.*) and the time format of its rows.
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';

export type OplogT = (key: string, params?: Record<string, string | number>) => string;

export function useOplogT(): OplogT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(`settings.oplog.${key}`, params);
}

export const timeText = (ms: number): string => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');

export const RESULT_COLOR: Record<string, string> = { ok: 'green', failed: 'orange', refused: 'red' };
