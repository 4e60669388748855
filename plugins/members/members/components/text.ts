// Strings of the members area's pages (members.members.* of the plugin's bundle) and the formats they share.
import dayjs from 'dayjs';
import { TOKENS, useService } from '../../../../kernel';

export type MembersT = (key: string, params?: Record<string, string | number>) => string;

export function useMembersT(section?: 'list' | 'drawer' | 'form' | 'ranks' | 'tabs' | 'fields' | 'status' | 'source'): MembersT {
  const i18n = useService(TOKENS.i18n);
  return (key, params) => i18n.t(section ? `members.members.${section}.${key}` : `members.members.${key}`, params);
}

/** YYYY-MM-DD HH:mm of an epoch-ms moment. */
export const timeText = (ms: number | null): string => (ms === null ? '' : dayjs(ms).format('YYYY-MM-DD HH:mm'));

/** The colour of a status tag: 正常 green, 禁用 red, 待审核 orange. */
export const STATUS_COLOR: Record<number, string> = { 0: 'red', 1: 'green', 2: 'orange' };
