// The 营销中心 card on the server (GET marketInteract/summary): one entry per marketing feature the caller
// holds, in the card's order, each with its state and today's figure counted on the caller's site only;
// refused without any of marketing_interaction's keys.
import type { ApiName } from '../../shared/domain/api/endpoints';
import type { MarketSummary } from '../../shared/domain/members/card';
import { SITE } from '../../server/core/db/seedData';
import { CHINESE, startServer, type CallOptions, type Harness } from './support/harness';
import { tokenWith } from './support/content';

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
}, 30_000);
afterAll(() => h.close());

const call = (name: ApiName, options: CallOptions = {}) => h.call(name, { token: admin, ...options });
async function summary(token = admin): Promise<MarketSummary> {
  const res = await h.call('marketSummary', { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const todayOf = (s: MarketSummary, feature: string) => s.features.find((f) => f.feature === feature)?.today;

async function rankOf(siteId: number): Promise<number> {
  return (await h.built.db.selectFrom('member_ranks').select('id').where('site_id', '=', siteId).orderBy('id').executeTakeFirstOrThrow()).id;
}

it('shows the three features to an administrator, in the card’s order, each with a state and a figure', async () => {
  const s = await summary();
  expect(s.features.map((f) => f.feature)).toEqual(['member', 'information', 'radar']);
  for (const f of s.features) {
    expect(['on', 'off', 'unavailable']).toContain(f.status);
    expect(Number.isInteger(f.today) && f.today >= 0).toBe(true);
  }
});

it('says how each feature stands: members and those waiting for review, open lookups, the radar switched on', async () => {
  const byFeature = new Map((await summary()).features.map((f) => [f.feature, f]));
  const pending = Number((await h.built.db.selectFrom('members').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('site_id', '=', SITE.corporate).where('status', '=', 2).executeTakeFirstOrThrow()).n);
  expect(pending).toBeGreaterThan(0);
  expect(byFeature.get('member')).toMatchObject({ status: 'on', detail: expect.stringContaining(`${pending} 名待审核`) });
  expect(byFeature.get('information')).toMatchObject({ status: 'on', detail: expect.stringMatching(/个查询已开放/) });
  expect(byFeature.get('radar')?.status).toBe('on');
});

it('counts a member added today on this site, and not one added on another site', async () => {
  const before = todayOf(await summary(), 'member')!;
  const rank = await rankOf(SITE.corporate);
  const res = await call('memberAdd', { body: { account: 'cardtest1', password: 'Qz7kLm29vx', phone: '', email: '', rank_id: rank, status: 1 } });
  expect(res.statusCode).toBe(200);
  expect(todayOf(await summary(), 'member')).toBe(before + 1);

  const now = Date.now();
  await h.built.db.insertInto('members').values({
    site_id: SITE.marketingFree, account: 'elsewhere1', account_key: 'elsewhere1', password_hash: 'x', phone: '', email: '', nickname: '', real_name: '', company: '',
    rank_id: await rankOf(SITE.marketingFree), status: 1, source: 2, remark: '', session_version: 1, registered_at: now, last_login_at: null, last_login_ip: '', created_at: now, updated_at: now,
  }).execute();
  expect(todayOf(await summary(), 'member')).toBe(before + 1);
});

it('shows only the features the caller holds', async () => {
  const token = await tokenWith(h, ['information_search'], '查询专员');
  expect((await summary(token)).features.map((f) => f.feature)).toEqual(['information']);
});

it('refuses a caller without any of marketing_interaction’s keys, in Chinese', async () => {
  const token = await tokenWith(h, ['article_list'], '内容编辑');
  const res = await h.call('marketSummary', { token });
  expect(res.statusCode).toBe(403);
  expect(res.json().message).toMatch(CHINESE);
});
