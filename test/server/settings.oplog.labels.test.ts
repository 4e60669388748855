// Every route that changes something has a Chinese label in 操作日志 (OPLOG_ACTION_LABELS, keyed by
// API name): the log shows and filters by it. A new mutating route fails this test until it has one.
// Walks the installed route table only (no database), so it is the same on SQLite and PostgreSQL.
import { INSTALLED } from '../../server/app';
import { API } from '../../shared/domain/api/endpoints';
import { OPLOG_ACTION_LABELS, oplogActionLabel } from '../../shared/domain/settings/oplog';

const CHINESE = /[\u4e00-\u9fff]/;

it('labels every mutating route in Chinese', () => {
  const missing = INSTALLED.routes.filter((r) => r.mutates && !CHINESE.test(OPLOG_ACTION_LABELS[r.name] ?? '')).map((r) => r.name);
  expect(missing).toEqual([]);
});

it('labels only calls of the API table (no label left behind by a renamed call)', () => {
  const stale = Object.keys(OPLOG_ACTION_LABELS).filter((name) => !(name in API));
  expect(stale).toEqual([]);
});

it('shows an unlabelled action by its API name', () => {
  expect(oplogActionLabel('articleSave')).toBe('保存文章');
  expect(oplogActionLabel('someVendorRoute')).toBe('someVendorRoute');
});
