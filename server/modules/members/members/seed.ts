// The members area's demonstration data: five ranks on the corporate site (1001) and on the
// marketing site (1002), 300 members on 1001 of every status and both sources (and three on 1002),
// with sign-ins, consents and a few operator changes. Deterministic (mulberry32): the same on every
// fresh database. One demo password is hashed once and shared by every seeded member.
import type { Insertable, Kysely } from 'kysely';
import { accountKey } from '../../../../shared/domain/members';
import { MEMBER_SOURCE, MEMBER_STATUS } from '../../../../shared/domain/members/settings';
import type { Database } from '../../../core/db/database';
import { mulberry32 } from '../../../core/db/prng';
import { SITE } from '../../../core/db/seedData';
import type { SeedContext } from '../../../core/modules/defineServerModule';
import { hashPassword } from '../../../core/services/passwords';

export const SEED_RANKS = [
  { name: '普通会员', level: 1, color: '#8c8c8c', is_default: 1, allow_download: 0 },
  { name: '银卡会员', level: 2, color: '#597ef7', is_default: 0, allow_download: 1 },
  { name: '金卡会员', level: 3, color: '#faad14', is_default: 0, allow_download: 1 },
  { name: '钻石会员', level: 4, color: '#722ed1', is_default: 0, allow_download: 1 },
  { name: '企业会员', level: 5, color: '#13c2c2', is_default: 0, allow_download: 1 },
] as const;

/** The demo member (site 1001, 正常, 金卡会员) and the password every seeded member shares. */
export const SEED_MEMBER = { account: 'demo_member', password: 'Member@2026', phone: '13800138000', email: 'demo_member@example.com' } as const;
export const SEED_MEMBER_COUNT = 300;
/** Sites with seeded ranks: the corporate site and one more (another site's records for the tests). */
export const SEED_MEMBER_SITES = [SITE.corporate, SITE.marketingFree] as const;

const SURNAMES = ['zhang', 'wang', 'li', 'zhao', 'liu', 'chen', 'yang', 'huang', 'zhou', 'wu', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'he', 'lin', 'luo', 'gao'];
const GIVEN = ['wei', 'fang', 'na', 'min', 'jing', 'li', 'qiang', 'lei', 'jun', 'yang', 'yong', 'yan', 'jie', 'tao', 'ming', 'chao', 'xia', 'ping', 'gang', 'hui'];
const NAMES_ZH = ['张伟', '王芳', '李娜', '赵敏', '刘静', '陈丽', '杨强', '黄磊', '周军', '吴洋', '徐勇', '孙艳', '马杰', '朱涛', '胡明', '郭超', '何霞', '林平', '罗刚', '高慧'];
const COMPANIES = ['', '', '深圳市华联机械有限公司', '杭州云启科技有限公司', '苏州精工仪器有限公司', '广州恒信贸易有限公司', '宁波海达包装有限公司'];
const MAIL_HOSTS = ['qq.com', '163.com', '126.com', 'example.com', 'foxmail.com'];
const REGIONS = ['广东省深圳市', '浙江省杭州市', '江苏省苏州市', '上海市', '北京市', '四川省成都市', '湖北省武汉市', '未知地区'];
const DAY = 86_400_000;
const CHUNK = 100;

type Db = Kysely<Database>;

async function insertRanks(db: Db, siteId: number, now: number): Promise<number[]> {
  const rows = await db.insertInto('member_ranks').values(SEED_RANKS.map((r) => ({ site_id: siteId, ...r, created_at: now, updated_at: now })))
    .returning('id').execute();
  return rows.map((r) => r.id);
}

interface SeedMemberRow {
  account: string;
  phone: string;
  email: string;
  nickname: string;
  real_name: string;
  company: string;
  rank: number;
  status: number;
  source: number;
  registered_at: number;
  last_login_at: number | null;
}

/** The members of site 1001: the demo member first, then 299 generated ones (a few registered today). */
export function seedMembers(now: number, count = SEED_MEMBER_COUNT): SeedMemberRow[] {
  const rnd = mulberry32(20261301);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const phones = new Set<string>([SEED_MEMBER.phone]);
  const out: SeedMemberRow[] = [{
    account: SEED_MEMBER.account, phone: SEED_MEMBER.phone, email: SEED_MEMBER.email, nickname: '演示会员', real_name: '张伟', company: '云建站示范科技有限公司',
    rank: 2, status: MEMBER_STATUS.active, source: MEMBER_SOURCE.site, registered_at: now - 200 * DAY, last_login_at: now - 2 * 3_600_000,
  }];
  for (let i = 1; i < count; i++) {
    const account = `${pick(SURNAMES)}${pick(GIVEN)}${String(i).padStart(3, '0')}`;
    let phone = '';
    if (rnd() < 0.75) {
      do phone = `1${pick(['3', '5', '7', '8', '9'])}${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`; while (phones.has(phone));
      phones.add(phone);
    }
    const roll = rnd();
    const status = roll < 0.8 ? MEMBER_STATUS.active : roll < 0.9 ? MEMBER_STATUS.disabled : MEMBER_STATUS.pending;
    // Six registered in the last hours (新增会员 on the card), the rest over the past year.
    const registered = i <= 6 ? now - Math.floor(rnd() * 3 * 3_600_000) : now - Math.floor(rnd() * 365 * DAY);
    const loggedIn = status === MEMBER_STATUS.active && rnd() < 0.7;
    const rankRoll = rnd();
    out.push({
      account, phone, email: rnd() < 0.55 ? `${account}@${pick(MAIL_HOSTS)}` : '',
      nickname: rnd() < 0.6 ? pick(NAMES_ZH) : '', real_name: rnd() < 0.4 ? pick(NAMES_ZH) : '', company: pick(COMPANIES),
      rank: rankRoll < 0.5 ? 0 : rankRoll < 0.75 ? 1 : rankRoll < 0.88 ? 2 : rankRoll < 0.95 ? 3 : 4,
      status, source: rnd() < 0.6 ? MEMBER_SOURCE.site : MEMBER_SOURCE.console,
      registered_at: registered, last_login_at: loggedIn ? registered + Math.floor(rnd() * (now - registered)) : null,
    });
  }
  return out;
}

function ipOf(rnd: () => number): string {
  return `${Math.floor(rnd() * 200) + 20}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 256)}.${Math.floor(rnd() * 254) + 1}`;
}

async function insertMembers(db: Db, siteId: number, rankIds: number[], members: SeedMemberRow[], passwordHash: string, now: number): Promise<void> {
  const rnd = mulberry32(siteId);
  for (let start = 0; start < members.length; start += CHUNK) {
    const chunk = members.slice(start, start + CHUNK);
    const ips = chunk.map(() => ipOf(rnd));
    const ids = await db.insertInto('members').values(chunk.map((m, i) => ({
      site_id: siteId, account: m.account, account_key: accountKey(m.account), password_hash: passwordHash, phone: m.phone, email: m.email,
      nickname: m.nickname, real_name: m.real_name, company: m.company, rank_id: rankIds[m.rank], status: m.status, source: m.source, remark: '',
      session_version: 1, registered_at: m.registered_at, last_login_at: m.last_login_at, last_login_ip: m.last_login_at === null ? '' : ips[i],
      created_at: m.registered_at, updated_at: m.registered_at,
    }))).returning('id').execute();
    const logins: Insertable<Database['member_logins']>[] = [];
    const consents: Insertable<Database['member_consents']>[] = [];
    const changes: Insertable<Database['member_changes']>[] = [];
    chunk.forEach((m, i) => {
      const memberId = ids[i].id;
      if (m.source === MEMBER_SOURCE.site) consents.push({ site_id: siteId, member_id: memberId, version: 1, ip: ips[i], created_at: m.registered_at });
      if (m.last_login_at !== null) {
        // Up to four sign-ins, the last one the member's last_login_at.
        const n = 1 + Math.floor(rnd() * 4);
        for (let k = n - 1; k >= 0; k--) {
          const at = k === 0 ? m.last_login_at : m.registered_at + Math.floor(rnd() * (m.last_login_at - m.registered_at));
          logins.push({ site_id: siteId, member_id: memberId, ip: k === 0 ? ips[i] : ipOf(rnd), region: REGIONS[Math.floor(rnd() * REGIONS.length)], created_at: at });
        }
      }
      // Every tenth member had its rank set by the administrator.
      if ((start + i) % 10 === 5 && m.rank > 0) {
        changes.push({
          site_id: siteId, member_id: memberId, actor_kind: 'operator', actor_id: 1, actor_name: 'admin', field: 'rank',
          before_value: SEED_RANKS[0].name, after_value: SEED_RANKS[m.rank].name, ip: '127.0.0.1', created_at: Math.min(now, m.registered_at + DAY),
        });
      }
    });
    logins.sort((a, b) => Number(a.created_at) - Number(b.created_at));
    if (logins.length) await db.insertInto('member_logins').values(logins).execute();
    if (consents.length) await db.insertInto('member_consents').values(consents).execute();
    if (changes.length) await db.insertInto('member_changes').values(changes).execute();
  }
}

/** Ranks and members of the demonstration sites (a fresh database, or one seeded before this module). */
export async function insertMemberSeed(db: Db, ctx: Pick<SeedContext, 'now' | 'hashing'>): Promise<void> {
  const sites = await db.selectFrom('sites').select('id').where('id', 'in', [...SEED_MEMBER_SITES]).execute();
  if (sites.length === 0) return;
  const passwordHash = await hashPassword(SEED_MEMBER.password, ctx.hashing);
  for (const { id: siteId } of sites) {
    const rankIds = await insertRanks(db, siteId, ctx.now);
    const members = siteId === SITE.corporate ? seedMembers(ctx.now) : seedMembers(ctx.now, 4).slice(1).map((m, i) => ({ ...m, account: `market${i + 1}_member`, phone: '', email: '' }));
    await insertMembers(db, siteId, rankIds, members, passwordHash, ctx.now);
  }
}
