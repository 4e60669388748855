// The forms of the seed (ids and counts in seedData.ts): lead forms on sites 1001 and 1003, a data
// form on site 1001, and their messages over the past two months. Deterministic (a fixed PRNG seed;
// times relative to the seeding moment), and every seeded value passes the same checkSubmission a
// visitor's submission does, so the demo data is data the server could have received.
import type { Insertable, Kysely } from 'kysely';
import {
  checkSubmission,
  dataFormSubmissionItems,
  defaultDataFormFields,
  defaultItem,
  defaultLeadFormFields,
  type FormItem,
  type LeadFormFields,
  type SubmissionValues,
} from '../../../shared/domain/forms';
import { DAY_MS } from '../../core/services/dates';
import { searchTextOf } from './forms';
import type { DialectName } from '../../core/db/connect';
import type { Database } from '../../core/db/database';
import type { FormMessagesTable } from './tables';
import { mulberry32 } from '../../core/db/prng';
import { advanceSequences } from '../../core/db/sequences';
import { DATA_FORM, LEAD_FORM, SEED_FORM_MESSAGES, SITE } from '../../core/db/seedData';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高', '郑', '梁'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞', '建华', '晓东', '志强', '海燕', '婷婷', '子轩', '雨桐', '浩然'];
const HANDLES = ['wangwei', 'lina', 'zhangmin', 'liuyang', 'chenjing', 'yangfan', 'huanglei', 'zhaoli', 'wujie', 'zhoutao', 'xuming', 'sunhao'];
const MAIL_DOMAINS = ['163.com', 'qq.com', '126.com', 'sina.com', 'foxmail.com'];
const PHONE_PREFIXES = ['138', '139', '136', '135', '150', '151', '158', '186', '187', '177', '189', '133'];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49',
  'Mozilla/5.0 (Linux; Android 14; V2309A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
];

const TOPICS: readonly [string, string][] = [
  ['咨询产品价格', '您好，想了解一下智能控制终端的批量采购价格，大概需要200台，麻烦发一份报价单。'],
  ['希望了解合作方式', '我们是华东地区的系统集成商，希望和贵公司建立长期合作，请问代理政策是怎样的？'],
  ['售后服务咨询', '去年采购的设备有一台出现异常报警，请问保修期内如何申请上门维修？'],
  ['申请样品试用', '看到官网上的工业传感器套件，想先申请一套样品做测试，可以安排吗？'],
  ['询问交货周期', '如果本月下单，最快什么时候可以发货？需要发到成都。'],
  ['代理加盟咨询', '想在本地做区域代理，请问需要什么条件，有没有保证金？'],
  ['技术参数咨询', '请问传感器的工作温度范围和防护等级是多少？是否支持 Modbus 协议？'],
  ['发票开具问题', '上个月的订单还没有收到增值税专用发票，麻烦帮忙查一下进度。'],
  ['预约上门演示', '我们工厂下周想安排一次产品演示，请联系我确认具体时间。'],
  ['投诉与建议', '官网的产品手册下载链接打不开，希望尽快修复，另外建议增加视频教程。'],
];
const PRODUCTS = ['智能控制终端', '工业传感器套件', '定制解决方案'];
const QUANTITIES = ['1-10台', '11-50台', '51-200台', '200台以上'];
const EN_PEOPLE: readonly [string, string][] = [['Emma Johnson', 'Northwind Trading'], ['Lucas Müller', 'Bergmann GmbH'], ['Sofia Rossi', ''], ['James Carter', 'Carter & Sons Ltd']];
const EN_MAIL = ['emma.johnson@example.com', 'lucas.mueller@example.de', 'sofia.rossi@example.it', 'james@example.co.uk'];
const CUSTOMER_NOTES = ['老客户，每季度复购', '展会认识，意向较强', '需要月底前回访', '对价格比较敏感', '', '已签年度框架协议', '通过官网留言转化', '', '推荐来源：王经理', '待寄送样品'];

/** The forms' items (also what tests and the bench build submissions from). */
export function seedLeadFields(form: keyof typeof LEAD_FORM): LeadFormFields {
  if (form === 'contactUs') return defaultLeadFormFields('en');
  const base = defaultLeadFormFields('zh');
  const textarea = (id: number, name: string, title: string, require: boolean): FormItem => ({
    ...defaultItem('textarea'), id, name, title, require, placeholder: `请输入${title}`, limitType: false,
  });
  if (form === 'onlineMessage') return { ...base, contentList: [...base.contentList, textarea(5, 'field0', '留言内容', true)] };
  const radio: FormItem = { ...defaultItem('radio'), id: 5, name: 'field0', title: '意向产品', require: true, selectItem: PRODUCTS.join('\n'), options: PRODUCTS.map((label, value) => ({ label, value })) };
  const select: FormItem = { ...defaultItem('select'), id: 6, name: 'field1', title: '采购数量', selectItem: QUANTITIES.join('\n'), options: QUANTITIES.map((label, value) => ({ label, value })) };
  return { ...base, contentList: [...base.contentList, radio, select, textarea(7, 'field2', '补充说明', false)] };
}

type Rand = () => number;
const pick = <T>(rand: Rand, list: readonly T[]): T => list[Math.floor(rand() * list.length)];
const chineseName = (rand: Rand) => pick(rand, SURNAMES) + pick(rand, GIVEN);
const mobile = (rand: Rand) => pick(rand, PHONE_PREFIXES) + String(Math.floor(rand() * 1e8)).padStart(8, '0');
const email = (rand: Rand) => `${pick(rand, HANDLES)}${Math.floor(rand() * 900 + 100)}@${pick(rand, MAIL_DOMAINS)}`;

/** Moments spread over the past `days` days, newest first, at plausible hours, all before `now`. */
function moments(rand: Rand, count: number, days: number, now: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    const daysAgo = Math.round((i * days) / Math.max(1, count - 1));
    const minutes = daysAgo === 0 ? 10 + Math.floor(rand() * 50) : Math.floor(rand() * 600);
    return now - daysAgo * DAY_MS - minutes * 60_000 - i * 1000;
  });
}

function messageRows(
  siteId: number,
  formId: number,
  kind: 'lead' | 'data',
  items: FormItem[],
  counts: { total: number; unread: number },
  days: number,
  now: number,
  rand: Rand,
  valuesOf: (i: number) => SubmissionValues,
): Insertable<FormMessagesTable>[] {
  return moments(rand, counts.total, days, now).map((at, i) => {
    const check = checkSubmission(items, valuesOf(i));
    // The seed holds only what a visitor could have submitted.
    if (!check.ok) throw new Error(`种子留言不符合表单规则（表单 ${formId}）：${check.message}`);
    return {
      site_id: siteId, form_id: formId, kind, values: JSON.stringify(check.values), search_text: searchTextOf(items, check.values),
      read_status: i < counts.unread ? 0 : 1, ip: `203.0.113.${10 + ((formId * 37 + i * 11) % 200)}`, user_agent: pick(rand, USER_AGENTS), created_at: at,
    };
  });
}

/** Inserts the seeded forms and their messages (into an empty forms schema). */
export async function insertSeedForms(db: Kysely<Database>, now: number): Promise<void> {
  const rand = mulberry32(20261123);
  const lead = (form: keyof typeof LEAD_FORM, siteId: number, variant: 'zh' | 'en', title: string, ageDays: number) => ({
    id: LEAD_FORM[form], site_id: siteId, variant, title, fields: JSON.stringify(seedLeadFields(form)), published: 1,
    created_at: now - ageDays * DAY_MS, updated_at: now - ageDays * DAY_MS,
  });
  await db.insertInto('forms').values([
    lead('onlineMessage', SITE.corporate, 'zh', '在线留言', 90),
    lead('inquiry', SITE.corporate, 'zh', '产品询价', 45),
    lead('contactUs', SITE.global, 'en', 'Contact Us', 80),
  ]).execute();
  const dataFields = defaultDataFormFields();
  await db.insertInto('data_forms').values({
    id: DATA_FORM.customers, site_id: SITE.corporate, title: '客户档案', fields: JSON.stringify(dataFields), created_at: now - 70 * DAY_MS, updated_at: now - 70 * DAY_MS,
  }).execute();

  const online = seedLeadFields('onlineMessage').contentList;
  const inquiry = seedLeadFields('inquiry').contentList;
  const contact = seedLeadFields('contactUs').contentList;
  const customers = dataFormSubmissionItems(dataFields);
  const rows = [
    ...messageRows(SITE.corporate, LEAD_FORM.onlineMessage, 'lead', online, SEED_FORM_MESSAGES.onlineMessage, 58, now, rand, (i) => {
      const [title, content] = TOPICS[i % TOPICS.length];
      return { username: chineseName(rand), phone: mobile(rand), ...(i % 3 === 0 ? { email: email(rand) } : {}), title, field0: content };
    }),
    ...messageRows(SITE.corporate, LEAD_FORM.inquiry, 'lead', inquiry, SEED_FORM_MESSAGES.inquiry, 40, now, rand, (i) => ({
      username: chineseName(rand), phone: mobile(rand), title: `${PRODUCTS[i % PRODUCTS.length]}询价`,
      field0: PRODUCTS[i % PRODUCTS.length], field1: QUANTITIES[(i * 3) % QUANTITIES.length], ...(i % 2 === 0 ? { field2: '请提供含税价格和交货期。' } : {}),
    })),
    ...messageRows(SITE.global, LEAD_FORM.contactUs, 'lead', contact, SEED_FORM_MESSAGES.contactUs, 50, now, rand, (i) => ({
      username: EN_PEOPLE[i][0], phone: mobile(rand), email: EN_MAIL[i], ...(EN_PEOPLE[i][1] ? { company: EN_PEOPLE[i][1] } : {}),
    })),
    ...messageRows(SITE.corporate, DATA_FORM.customers, 'data', customers, SEED_FORM_MESSAGES.customers, 55, now, rand, (i) => ({
      field0: chineseName(rand), field1: mobile(rand), field2: i % 3 === 0 ? '类型二' : '类型一', ...(CUSTOMER_NOTES[i] ? { field3: CUSTOMER_NOTES[i] } : {}),
    })),
  ];
  // Oldest first, so ids grow with time like real submissions.
  rows.sort((a, b) => Number(a.created_at) - Number(b.created_at));
  await db.insertInto('form_messages').values(rows).execute();
}

/** Tables whose PostgreSQL identity sequences must move past the seeded ids. */
export const FORM_TABLES = ['forms', 'data_forms', 'form_messages'] as const;

/**
 * For a database seeded before the forms existed (migration 003 applied on this start): adds the
 * seeded forms when the forms tables are empty and the seed's sites are there. Returns whether it did.
 */
export async function seedFormsOnUpgrade(db: Kysely<Database>, dialect: DialectName, now: number): Promise<boolean> {
  const sites = await db.selectFrom('sites').select('id').where('id', 'in', [SITE.corporate, SITE.global]).execute();
  if (sites.length < 2) return false;
  const count = async (table: (typeof FORM_TABLES)[number]) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  for (const table of FORM_TABLES) if ((await count(table)) > 0) return false;
  await db.transaction().execute((trx) => insertSeedForms(trx, now));
  await advanceSequences(db, dialect, FORM_TABLES);
  return true;
}
