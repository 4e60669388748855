// The forms seed: deterministic for a given moment, seeded once, and added once to a database that
// was seeded before the forms existed (migration 003 applied on a later start).
import { sql } from 'kysely';
import { buildApp } from '../../server/app';
import { DATA_FORM, LEAD_FORM, SEED_FORM_MESSAGES, SITE } from '../../server/core/db/seedData';
import { startServer } from './support/harness';

const NOW = new Date(2026, 10, 23, 15, 0, 0).getTime();

async function formsState(db: Awaited<ReturnType<typeof startServer>>['built']['db']) {
  return {
    forms: await db.selectFrom('forms').select(['id', 'site_id', 'title', 'variant', 'published', 'fields']).orderBy('id').execute(),
    dataForms: await db.selectFrom('data_forms').select(['id', 'site_id', 'title', 'fields']).orderBy('id').execute(),
    messages: await db.selectFrom('form_messages').select(['form_id', 'kind', 'values', 'read_status', 'created_at']).orderBy('id').execute(),
  };
}

it('seeds the same forms and messages for the same moment', async () => {
  const a = await startServer({}, { now: () => NOW });
  const b = await startServer({}, { now: () => NOW });
  try {
    const state = await formsState(a.built.db);
    expect(await formsState(b.built.db)).toEqual(state);
    expect(state.forms.map((f) => [f.id, f.site_id, f.title, f.variant, f.published])).toEqual([
      [LEAD_FORM.onlineMessage, SITE.corporate, '在线留言', 'zh', 1],
      [LEAD_FORM.inquiry, SITE.corporate, '产品询价', 'zh', 1],
      [LEAD_FORM.contactUs, SITE.global, 'Contact Us', 'en', 1],
      // The English copy of 在线留言 the languages seed writes into site 1003 (languages/seed.ts).
      [LEAD_FORM.contactUs + 1, SITE.global, 'Online Message', 'en', 1],
    ]);
    expect(state.dataForms.map((f) => [f.id, f.site_id, f.title])).toEqual([[DATA_FORM.customers, SITE.corporate, '客户档案']]);
    const total = Object.values(SEED_FORM_MESSAGES).reduce((n, c) => n + c.total, 0);
    expect(state.messages).toHaveLength(total);
    // Over the past two months, before the seeding moment.
    for (const m of state.messages) {
      expect(Number(m.created_at)).toBeLessThan(NOW);
      expect(Number(m.created_at)).toBeGreaterThan(NOW - 61 * 86_400_000);
    }
    const inquiry = JSON.parse(state.forms[1].fields).contentList.map((i: { type: string }) => i.type);
    expect(inquiry).toEqual(expect.arrayContaining(['radio', 'select']));
  } finally {
    await a.close();
    await b.close();
  }
});

it('adds the seeded forms once to a database seeded before the forms existed', async () => {
  const h = await startServer();
  try {
    // Back to the state before migration 003.
    await h.built.close();
    const old = await buildApp(h.config);
    for (const table of ['form_messages', 'data_forms', 'forms']) await old.db.schema.dropTable(table).execute();
    await sql`delete from kysely_migration where name = '003_forms'`.execute(old.db);
    await old.close();

    const upgraded = await buildApp(h.config);
    expect(upgraded.seeded).toBe(false);
    const count = async (db: typeof upgraded.db) => Number((await db.selectFrom('form_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const total = Object.values(SEED_FORM_MESSAGES).reduce((n, c) => n + c.total, 0);
    expect(await count(upgraded.db)).toBe(total);
    expect((await upgraded.db.selectFrom('forms').select('id').orderBy('id').execute()).map((f) => f.id)).toEqual([1, 2, 3]);
    // A form removed afterwards stays removed on the next start.
    await upgraded.db.deleteFrom('form_messages').where('form_id', '=', LEAD_FORM.inquiry).where('kind', '=', 'lead').execute();
    await upgraded.db.deleteFrom('forms').where('id', '=', LEAD_FORM.inquiry).execute();
    await upgraded.close();

    const again = await buildApp(h.config);
    expect((await again.db.selectFrom('forms').select('id').orderBy('id').execute()).map((f) => f.id)).toEqual([1, 3]);
    expect(await count(again.db)).toBe(total - SEED_FORM_MESSAGES.inquiry.total);
    await again.close();
  } finally {
    await h.close().catch(() => undefined);
  }
});
