// The demo site's lookups (issue 13 §10): 证书查询 with 200 certificates (精确匹配 on 证书编号 and
// 姓名, open to every visitor) and 物流查询 with 30 shipments (模糊匹配 on 运单号, members only).
// Deterministic, so tests and the e2e can name a record.
import type { Kysely } from 'kysely';
import type { InfoField, InfoValues } from '../../../../shared/domain/members';
import type { Database } from '../../../core/db/database';
import { mulberry32 } from '../../../core/db/prng';
import { SITE } from '../../../core/db/seedData';
import { storedValues } from './records';

export const CERTIFICATE_FIELDS: InfoField[] = [
  { key: 'f1', name: '证书编号', type: 'text', condition: true, shown: true, required: true },
  { key: 'f2', name: '姓名', type: 'text', condition: true, shown: true, required: true },
  { key: 'f3', name: '证书名称', type: 'text', condition: false, shown: true, required: true },
  { key: 'f4', name: '发证日期', type: 'date', condition: false, shown: true, required: false },
  { key: 'f5', name: '有效期至', type: 'date', condition: false, shown: true, required: false },
  { key: 'f6', name: '备注', type: 'text', condition: false, shown: false, required: false },
];

export const SHIPMENT_FIELDS: InfoField[] = [
  { key: 'f1', name: '运单号', type: 'text', condition: true, shown: true, required: true },
  { key: 'f2', name: '收货城市', type: 'text', condition: false, shown: true, required: false },
  { key: 'f3', name: '状态', type: 'text', condition: false, shown: true, required: true },
  { key: 'f4', name: '更新日期', type: 'date', condition: false, shown: true, required: false },
];

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '建华', '晓东', '志强'];
const CERTS = ['数控机床操作员（中级）', '电工作业人员（低压）', '焊工（高级）', '质量管理体系内审员', '安全生产管理人员'];
const CITIES = ['上海', '北京', '广州', '深圳', '杭州', '成都', '武汉', '西安'];
const STATES = ['已揽收', '运输中', '派送中', '已签收'];

/** The i-th certificate (0-based): ZS2026 + 4 digits, its holder and dates. */
export function seedCertificate(i: number): InfoValues {
  const rnd = mulberry32(1000 + i);
  const name = SURNAMES[Math.floor(rnd() * SURNAMES.length)] + GIVEN[Math.floor(rnd() * GIVEN.length)];
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    f1: `ZS2026${String(i + 1).padStart(4, '0')}`, f2: name, f3: CERTS[i % CERTS.length], f4: date,
    f5: `2028-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, f6: '',
  };
}

export const SEED_CERTIFICATES = 200;
export const SEED_SHIPMENTS = 30;

function seedShipment(i: number): InfoValues {
  return { f1: `SF8800${String(1000 + i * 37).padStart(6, '0')}`, f2: CITIES[i % CITIES.length], f3: STATES[i % STATES.length], f4: `2026-01-${String(1 + (i % 28)).padStart(2, '0')}` };
}

export async function seedInformation(db: Kysely<Database>, now: number): Promise<void> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  if (!site) return;
  const lookups = [
    { title: '证书查询', fields: CERTIFICATE_FIELDS, degree: 'exact', permission: 'all', weight: 10, no_result: '未查询到该证书，请核对证书编号和姓名', count: SEED_CERTIFICATES, values: seedCertificate },
    { title: '物流查询', fields: SHIPMENT_FIELDS, degree: 'fuzzy', permission: 'member', weight: 5, no_result: '未查询到相关信息', count: SEED_SHIPMENTS, values: seedShipment },
  ];
  for (const l of lookups) {
    const { id } = await db.insertInto('info_queries').values({
      site_id: site.id, title: l.title, fields: JSON.stringify(l.fields), degree: l.degree, permission: l.permission,
      no_result: l.no_result, weight: l.weight, if_open: 1, created_at: now, updated_at: now,
    }).returning('id').executeTakeFirstOrThrow();
    const rows = Array.from({ length: l.count }, (_, i) => ({ site_id: site.id, query_id: id, ...storedValues(l.fields, l.values(i)), created_at: now, updated_at: now }));
    for (let at = 0; at < rows.length; at += 100) await db.insertInto('info_records').values(rows.slice(at, at + 100)).execute();
  }
}
