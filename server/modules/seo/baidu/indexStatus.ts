// 收录 for other modules (core's deps.indexStatus; the spider's top pages): the record each path
// names (the one address rule) and what the last index check said of it. A path that names no
// record, or one never checked, is left out (未查询).
import type { Kysely } from 'kysely';
import { BAIDU_RECORD_KINDS, type BaiduRecordKind } from '../../../../shared/domain/seo/baidu';
import { parseRecordPath } from '../../../../shared/domain/seo/recordPaths';
import type { Database } from '../../../core/db/database';
import { indexStates } from './store';

export async function indexStatusOf(db: Kysely<Database>, siteId: number, paths: readonly string[]): Promise<ReadonlyMap<string, boolean>> {
  const named = paths.flatMap((path) => {
    const record = parseRecordPath(path);
    return record && (BAIDU_RECORD_KINDS as readonly string[]).includes(record.kind) ? [{ path, kind: record.kind as BaiduRecordKind, id: record.id }] : [];
  });
  if (named.length === 0) return new Map();
  const states = await indexStates(db, siteId, named);
  const out = new Map<string, boolean>();
  for (const n of named) {
    const indexed = states.get(`${n.kind}:${n.id}`);
    if (indexed !== undefined) out.set(n.path, indexed);
  }
  return out;
}
