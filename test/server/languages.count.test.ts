// 已开通 n/m holds when several language versions are added at once (issue 17 §4): on PostgreSQL two
// adds counting at the same moment could both pass m; the count and the insert are serialised per
// foreign site. A site one short of its limit: exactly one add succeeds, the others are told 语言版本
// 数量已达上限，无法继续添加, and the site has m versions — on SQLite and PostgreSQL.
import { LANGUAGE_LIMITS, LANGUAGE_MSG } from '../../shared/domain/sites/languages';
import { SITE } from '../../server/core/db/seedData';
import { startServer, type Harness } from './support/harness';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startServer();
  admin = await h.login('admin');
  expect((await h.call('siteActive', { token: admin, query: { twebId: SITE.global } })).statusCode).toBe(200);
});
afterAll(() => h?.close());

const count = async () => h.call('languageCount', { token: admin }).then((r) => r.json().data as { opened: number; allowed: number });

it('several adds at once on a site one short of its limit: one succeeds, the others are refused, n = m', async () => {
  let { opened, allowed } = await count();
  expect(allowed).toBe(LANGUAGE_LIMITS.entitled);
  const offered = (await h.call('languageOffer', { token: admin })).json().data.rows.map((r: { code: string }) => r.code) as string[];
  // Up to one short of the limit, one at a time.
  for (const lang of offered.splice(0, allowed - 1 - opened)) expect((await h.call('enSiteAddLanguage', { token: admin, body: { lang } })).statusCode).toBe(200);
  ({ opened } = await count());
  expect(opened).toBe(allowed - 1);

  const answers = await Promise.all(offered.slice(0, 8).map((lang) => h.call('enSiteAddLanguage', { token: admin, body: { lang } })));
  const tally: Record<string, number> = {};
  for (const r of answers) {
    const key = r.statusCode === 200 ? '200' : `${r.statusCode} ${r.json().message}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  expect(tally).toEqual({ '200': 1, [`409 ${LANGUAGE_MSG.overCount}`]: 7 });
  expect(await count()).toMatchObject({ opened: allowed, allowed });
  const stored = await h.built.db.selectFrom('site_languages').select('lang').where('site_id', '=', SITE.global).execute();
  expect(1 + stored.length).toBe(allowed);
});
