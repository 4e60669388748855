// 30 days of the demo site's operation log: sign-ins, saves with their before and after, refused
// calls (the operator trying settings it does not hold) and failed saves — what a working team's
// log looks like, so the page has something true to filter.
import type { Insertable, Kysely } from 'kysely';
import type { Database, OpLogsTable, OpResult } from '../../../core/db/database';
import { MASKED } from '../../../core/http/auditChanges';
import { SEED_ACCOUNTS, SITE } from '../../../core/db/seedData';

const DAY = 86_400_000;
const ADMIN = SEED_ACCOUNTS.admin.id;
const OPERATOR = SEED_ACCOUNTS.operator.id;
const IPS = ['114.88.23.17', '114.88.23.42', '223.104.63.9', '36.110.147.80'];

interface Kind {
  action: string;
  method: string;
  path: string;
  account: number;
  result: OpResult;
  code: number;
  detail: string;
  changes?: { field: string; before: unknown; after: unknown }[];
}

const TITLES = ['公司荣获高新技术企业认定', '2026 春季新品发布会回顾', '数控折弯机操作指南', '售后服务承诺', '行业展会邀请函'];
const PRODUCTS = ['WC67K 数控折弯机', 'QC12Y 液压摆式剪板机', 'PPEB 智能折弯机'];

/** The day's calls: a deterministic mix, so every seed gives the same log. */
function dayKinds(day: number): Kind[] {
  const admin = (k: Omit<Kind, 'account'>): Kind => ({ ...k, account: ADMIN });
  const op = (k: Omit<Kind, 'account'>): Kind => ({ ...k, account: OPERATOR });
  const title = TITLES[day % TITLES.length];
  const product = PRODUCTS[day % PRODUCTS.length];
  const out: Kind[] = [
    admin({ action: 'login', method: 'POST', path: '/api/app/site-admin-api/admin/login', result: 'ok', code: 200, detail: '' }),
    op({ action: 'login', method: 'POST', path: '/api/app/site-admin-api/admin/login', result: 'ok', code: 200, detail: '' }),
    op({
      action: 'articleSave', method: 'POST', path: '/api/app/site-admin-api/admin_cms/article/save', result: 'ok', code: 200, detail: `保存文章「${title}」`,
      changes: [{ field: '标题', before: day % 2 ? `${title}（草稿）` : null, after: title }, { field: '状态', before: '草稿', after: '已发布' }],
    }),
  ];
  if (day % 2 === 0) {
    out.push(op({
      action: 'goodsSave', method: 'POST', path: '/api/app/site-admin-api/admin_cms/goods/save', result: 'ok', code: 200, detail: `保存产品「${product}」`,
      changes: [{ field: '销售价', before: `${(12_800 + day * 100).toFixed(2)}`, after: `${(12_900 + day * 100).toFixed(2)}` }],
    }));
  }
  if (day % 3 === 0) {
    out.push(op({ action: 'seoTkdSave', method: 'POST', path: '/api/app/site-admin-api/admin/SysConfig/seoTkd', result: 'refused', code: 403, detail: '没有权限（需要 seo_qztkd）' }));
  }
  if (day % 4 === 1) {
    out.push(admin({ action: 'login', method: 'POST', path: '/api/app/site-admin-api/admin/login', result: 'failed', code: 400, detail: '账号或密码错误' }));
  }
  if (day % 5 === 2) {
    out.push(admin({
      action: 'mailConfigSave', method: 'POST', path: '/api/app/site-admin-api/admin/SysConfig/mailConfig', result: 'ok', code: 200, detail: '保存邮件设置',
      changes: [{ field: 'SMTP 服务器', before: 'smtp.exmail.qq.com', after: 'smtphz.qiye.163.com' }, { field: '授权码', before: MASKED, after: MASKED }],
    }));
  }
  if (day % 7 === 3) {
    out.push(admin({
      action: 'qrConfigSave', method: 'POST', path: '/api/app/site-admin-api/admin/sysconfig/qrCodeConfig', result: 'ok', code: 200, detail: '保存网站二维码设置',
      changes: [{ field: '容错级别', before: 'L', after: 'M' }, { field: '文字', before: '', after: '扫码访问示范企业官网' }],
    }));
  }
  if (day % 6 === 4) {
    out.push(op({ action: 'goodsSave', method: 'POST', path: '/api/app/site-admin-api/admin_cms/goods/save', result: 'failed', code: 409, detail: '产品名称已存在' }));
  }
  if (day % 9 === 5) {
    out.push(admin({ action: 'memberExportTask', method: 'POST', path: '/api/app/site-admin-api/admin/ucenterMember/exportTask', result: 'ok', code: 200, detail: '导出会员' }));
  }
  return out;
}

export async function insertOplogSeed(db: Kysely<Database>, now: number): Promise<void> {
  const rows: Insertable<OpLogsTable>[] = [];
  for (let day = 30; day >= 1; day--) {
    const kinds = dayKinds(day);
    // Working hours of that day, spread over 9:00–18:00 in call order.
    const start = now - day * DAY - ((now - day * DAY) % DAY) + 1 * 3_600_000;
    kinds.forEach((k, i) => {
      const at = start + Math.floor(((i + 1) * 9 * 3_600_000) / (kinds.length + 1)) + ((day * 7_919 + i * 104_729) % 600_000);
      rows.push({
        account_id: k.account, site_id: SITE.corporate, action: k.action, method: k.method, path: k.path,
        ip: IPS[(day + i + (k.account === OPERATOR ? 1 : 0)) % IPS.length], result: k.result, code: k.code, detail: k.detail,
        created_at: at, changes: k.changes ? JSON.stringify(k.changes) : null,
      });
    });
  }
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('op_logs').values(rows.slice(i, i + 100)).execute();
}
