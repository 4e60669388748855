// The AI access area (issue 16 §2, §3): who may use AI (judgeAiProduct reports the refusal, every
// other call refuses with it), the month's quota (getRemaining), and the model calls every area
// makes through model.ts against a chat-completions double: reserve first, settle with the reported
// usage, never overspend under concurrency, a cut stream settled with what was counted, a stale
// reservation released. On SQLite, and on PostgreSQL with TEST_PG_URL.
import { AI_MSG } from '../../shared/domain/ai/messages';
import { MSG } from '../../shared/domain/messages';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { ApiError } from '../../server/core/http/envelope';
import type { AiCaller } from '../../server/modules/ai/access/gate';
import { completeWithQuota, countersOf, streamWithQuota, type ModelCall } from '../../server/modules/ai/access/model';
import { nextPeriodStart, quotaPeriod } from '../../server/modules/ai/access/period';
import { STALE_MS } from '../../server/modules/ai/access/quota';
import { AI_SEED, grantAiKeys } from '../../server/modules/ai/access/seed';
import { answer, chatChunk, startHttpDouble, type HttpDouble } from '../support/doubles/httpDouble';
import { snapshot, startServer, type Harness } from './support/harness';

let model: HttpDouble;
let h: Harness;
let bare: Harness;
beforeAll(async () => {
  model = await startHttpDouble();
  h = await startServer({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model', AI_FIRST_BYTE_TIMEOUT_MS: '2000', AI_IDLE_TIMEOUT_MS: '2000' });
  bare = await startServer();
});
afterAll(async () => {
  await h?.close();
  await bare?.close();
  await model?.close();
});
beforeEach(() => {
  model.received.length = 0;
  model.always(answer.status(500));
});

const admin: AiCaller = { companyId: AI_SEED.companyId, accountId: SEED_ACCOUNTS.admin.id, siteId: SITE.corporate };
const messages = [{ role: 'system' as const, content: '你是网站文案助手' }, { role: 'user' as const, content: '为一家激光设备公司写一句欢迎语' }];
const call: ModelCall = { messages, maxOutputTokens: 200 };

async function envelope(harness: Harness, name: 'aiProduct' | 'aiQuota', who: Parameters<Harness['login']>[0]) {
  const res = await harness.call(name, { token: await harness.login(who) });
  return { status: res.statusCode, ...res.json() };
}

async function quotaRow(harness = h) {
  return harness.built.db.selectFrom('ai_quotas').selectAll().where('company_id', '=', AI_SEED.companyId).where('period', '=', quotaPeriod(Date.now())).executeTakeFirstOrThrow();
}

async function reservations(harness = h) {
  return harness.built.db.selectFrom('ai_reservations').selectAll().execute();
}

/** The ApiError a call ends with, failing the test if it succeeds. */
async function refusal(run: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await run;
  } catch (err) {
    if (err instanceof ApiError) return { code: err.apiCode, message: err.message };
    throw err;
  }
  throw new Error('调用没有失败');
}

const usageChunk = (prompt: number, completion: number) => ({ id: 'chatcmpl-test', choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion } });

describe('judgeAiProduct and getRemaining', () => {
  it('the demo company: the service with its name and a year’s expiry, configured, no refusal; the seeded quota', async () => {
    const product = await envelope(h, 'aiProduct', 'admin');
    expect(product).toMatchObject({ status: 200, code: 200, data: { enabled: true, name: 'AI智能写作', configured: true, refusal: null } });
    const inAYear = Date.now() + 365 * 86_400_000;
    expect(Math.abs(product.data.expiresAt - inAYear)).toBeLessThan(2 * 86_400_000);
    const quota = await envelope(h, 'aiQuota', 'admin');
    expect(quota).toMatchObject({ status: 200, data: { total: 2_000_000, used: 12_680, remaining: 2_000_000 - 12_680, resetAt: nextPeriodStart(Date.now()) } });
  });

  it('the restricted operator holds no AI key: both calls refused (403) — the operator’s company’s quota is not shown', async () => {
    for (const name of ['aiProduct', 'aiQuota'] as const) {
      expect(await envelope(h, name, 'operator')).toEqual({ status: 403, code: 403, message: MSG.forbidden, data: null });
    }
  });

  it('a company without the service (the contest account): judgeAiProduct reports it, getRemaining refuses with it', async () => {
    expect((await envelope(h, 'aiProduct', 'contest')).data).toEqual({ enabled: false, name: null, expiresAt: null, configured: true, refusal: AI_MSG.noService });
    expect(await envelope(h, 'aiQuota', 'contest')).toEqual({ status: 409, code: 409, message: AI_MSG.noService, data: null });
  });

  it('a demonstration account: 演示账号，该功能暂不可用！', async () => {
    expect((await envelope(h, 'aiProduct', 'demo')).data.refusal).toBe(AI_MSG.demo);
    expect(await envelope(h, 'aiQuota', 'demo')).toEqual({ status: 403, code: 403, message: AI_MSG.demo, data: null });
  });

  it('no AI_BASE_URL: not configured, AI服务未配置，请联系管理员 before anything is typed — the quota still reads', async () => {
    expect((await envelope(bare, 'aiProduct', 'admin')).data).toMatchObject({ enabled: true, name: 'AI智能写作', configured: false, refusal: AI_MSG.unconfigured });
    expect((await envelope(bare, 'aiQuota', 'admin')).data).toMatchObject({ total: 2_000_000, used: 12_680 });
    // A model call is refused before anything is reserved or sent.
    const before = await snapshot(bare);
    expect(await refusal(completeWithQuota(bare.built.deps, admin, call))).toEqual({ code: 409, message: AI_MSG.unconfigured });
    expect(await snapshot(bare)).toEqual(before);
  });

  it('an expired service: refused like none, its name and expiry still reported', async () => {
    const expired = Date.now() - 1000;
    await bare.built.db.updateTable('ai_services').set({ expires_at: expired }).where('company_id', '=', AI_SEED.companyId).execute();
    try {
      expect((await envelope(bare, 'aiProduct', 'admin')).data).toEqual({ enabled: false, name: 'AI智能写作', expiresAt: expired, configured: false, refusal: AI_MSG.noService });
      expect(await envelope(bare, 'aiQuota', 'admin')).toEqual({ status: 409, code: 409, message: AI_MSG.noService, data: null });
    } finally {
      await bare.built.db.updateTable('ai_services').set({ expires_at: Date.now() + 86_400_000 }).where('company_id', '=', AI_SEED.companyId).execute();
    }
  });

  it('refuses unknown fields and a missing token', async () => {
    const token = await h.login('admin');
    for (const name of ['aiProduct', 'aiQuota'] as const) {
      const res = await h.call(name, { token, query: { extra: 1 } });
      expect(res.statusCode).toBe(400);
      expect((await h.call(name)).statusCode).toBe(401);
    }
  });
});

describe('model calls within the quota', () => {
  it('a stream: pieces in order, settled with the reported usage, nothing left reserved', async () => {
    const before = await quotaRow();
    model.next(answer.sse([chatChunk('欢迎'), chatChunk('光临'), usageChunk(40, 6)]));
    const pieces: string[] = [];
    const result = await streamWithQuota(h.built.deps, admin, { ...call, onDelta: (p) => { pieces.push(p); } });
    expect(result).toEqual({ text: '欢迎光临', usage: { promptTokens: 40, completionTokens: 6, totalTokens: 46 }, stopped: false });
    expect(pieces).toEqual(['欢迎', '光临']);
    expect(await quotaRow()).toMatchObject({ used: before.used + 46, reserved: 0 });
    expect(JSON.parse(model.received[0].body)).toMatchObject({ model: 'test-model', stream: true, max_tokens: 200, stream_options: { include_usage: true } });
    expect(await reservations()).toEqual([]);
  });

  it('a whole answer without usage: settled with our own count', async () => {
    const before = await quotaRow();
    model.next(answer.json({ choices: [{ message: { content: '欢迎光临本站！' } }] }));
    const result = await completeWithQuota(h.built.deps, admin, call);
    const counter = countersOf(h.built.deps);
    const counted = counter.messages(messages) + counter.text('欢迎光临本站！');
    expect(result.usage.totalTokens).toBe(counted);
    expect(await quotaRow()).toMatchObject({ used: before.used + counted, reserved: 0 });
  });

  it('20 calls at once with quota for exactly 5: 5 answered, 15 get AI额度不足，请联系客服充值 and send nothing', async () => {
    const counter = countersOf(h.built.deps);
    const estimate = counter.messages(messages) + call.maxOutputTokens;
    const row = await quotaRow();
    await h.built.db.updateTable('ai_quotas').set({ total: row.used + 5 * estimate }).where('company_id', '=', AI_SEED.companyId).where('period', '=', row.period).execute();
    // The double holds every answer until the refused calls have all ended, so no early settle can
    // make room for a sixth.
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    model.always(async (res, req, double) => {
      await released;
      const body = JSON.parse(req.body) as { stream: boolean };
      if (body.stream) return answer.sse([chatChunk('好的'), usageChunk(30, 12)])(res, req, double);
      return answer.json({ choices: [{ message: { content: '好的' } }], usage: { prompt_tokens: 30, completion_tokens: 12 } })(res, req, double);
    });
    let refused = 0;
    const runs = Array.from({ length: 20 }, (_, i) => {
      const run = i % 2 === 0 ? streamWithQuota(h.built.deps, admin, { ...call, onDelta: () => undefined }) : completeWithQuota(h.built.deps, admin, call);
      return run.then(
        (result) => ({ ok: true as const, text: result.text, total: result.usage.totalTokens }),
        (err: unknown) => {
          if (++refused === 15) release();
          return { ok: false as const, message: err instanceof ApiError ? `${err.apiCode} ${err.message}` : String(err) };
        },
      );
    });
    const outcomes = await Promise.all(runs);
    expect(outcomes.filter((o) => o.ok)).toEqual(Array.from({ length: 5 }, () => ({ ok: true, text: '好的', total: 42 })));
    expect(outcomes.filter((o) => !o.ok)).toEqual(Array.from({ length: 15 }, () => ({ ok: false, message: `409 ${AI_MSG.quotaShort}` })));
    expect(model.received).toHaveLength(5);
    expect(await quotaRow()).toMatchObject({ used: row.used + 5 * 42, reserved: 0 });
    expect(await reservations()).toEqual([]);
    // The quota shown: what the calls used, the rest remaining.
    expect((await envelope(h, 'aiQuota', 'admin')).data).toMatchObject({ total: row.used + 5 * estimate, used: row.used + 210, remaining: 5 * estimate - 210 });
    await h.built.db.updateTable('ai_quotas').set({ total: AI_SEED.monthlyTokens }).where('company_id', '=', AI_SEED.companyId).where('period', '=', row.period).execute();
  });

  it('a stream cut before [DONE]: AI服务暂时不可用, what arrived is paid (counted, or as reported), nothing stays reserved', async () => {
    const counter = countersOf(h.built.deps);
    let before = await quotaRow();
    model.next(answer.sse([chatChunk('半'), chatChunk('句')], { done: false }));
    const seen: string[] = [];
    expect(await refusal(streamWithQuota(h.built.deps, admin, { ...call, onDelta: (p) => { seen.push(p); } }))).toEqual({ code: 424, message: AI_MSG.unavailable });
    expect(seen).toEqual(['半', '句']);
    expect(await quotaRow()).toMatchObject({ used: before.used + counter.messages(messages) + counter.text('半句'), reserved: 0 });

    before = await quotaRow();
    model.next(answer.sse([chatChunk('半句'), usageChunk(33, 2)], { done: false }));
    expect(await refusal(streamWithQuota(h.built.deps, admin, { ...call, onDelta: () => undefined }))).toEqual({ code: 424, message: AI_MSG.unavailable });
    expect(await quotaRow()).toMatchObject({ used: before.used + 35, reserved: 0 });

    // Refused before a word (401, 429, 5xx): nothing is paid.
    before = await quotaRow();
    for (const [status, message] of [[401, AI_MSG.keyInvalid], [429, AI_MSG.busy], [503, AI_MSG.unavailable]] as const) {
      model.next(answer.status(status));
      expect(await refusal(streamWithQuota(h.built.deps, admin, { ...call, onDelta: () => undefined }))).toEqual({ code: 424, message });
      model.next(answer.status(status));
      expect(await refusal(completeWithQuota(h.built.deps, admin, call))).toEqual({ code: 424, message });
    }
    expect(await quotaRow()).toMatchObject({ used: before.used, reserved: 0 });
    expect(await reservations()).toEqual([]);
  });

  it('stopped by the caller: what arrived, stopped: true, only that paid', async () => {
    const counter = countersOf(h.built.deps);
    const before = await quotaRow();
    model.next(answer.sse([chatChunk('第一段'), chatChunk('第二段')], { gapMs: 50, done: false, hold: true }));
    const controller = new AbortController();
    const result = await streamWithQuota(h.built.deps, admin, { ...call, signal: controller.signal, onDelta: () => controller.abort() });
    expect(result).toMatchObject({ text: '第一段', stopped: true });
    expect(await quotaRow()).toMatchObject({ used: before.used + counter.messages(messages) + counter.text('第一段'), reserved: 0 });
    await model.left(model.received[0]);
  });

  it('a reservation left by a call that died with its process is released by the next reservation', async () => {
    const before = await quotaRow();
    const now = Date.now();
    await h.built.db.insertInto('ai_reservations').values({ company_id: AI_SEED.companyId, period: before.period, tokens: 50_000, created_at: now - STALE_MS - 1000 }).execute();
    await h.built.db.updateTable('ai_quotas').set({ reserved: before.reserved + 50_000 }).where('company_id', '=', AI_SEED.companyId).where('period', '=', before.period).execute();
    // While it stands, it is not remaining.
    expect((await envelope(h, 'aiQuota', 'admin')).data.remaining).toBe(before.total - before.used - 50_000);
    // A recent one is kept: its call may still be running.
    model.next(answer.json({ choices: [{ message: { content: '好' } }], usage: { prompt_tokens: 5, completion_tokens: 1 } }));
    await completeWithQuota(h.built.deps, admin, call);
    expect(await quotaRow()).toMatchObject({ used: before.used + 6, reserved: 0 });
    expect(await reservations()).toEqual([]);
    expect((await envelope(h, 'aiQuota', 'admin')).data.remaining).toBe(before.total - before.used - 6);
  });
});

describe('a call that outlives its reservation', () => {
  it('swept as stale while it still runs: what it spent is still counted when it ends, and reserved does not go below 0', async () => {
    const before = await quotaRow();
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    model.next(async (res, req, double) => {
      await released;
      await answer.json({ choices: [{ message: { content: '迟到的回答' } }], usage: { prompt_tokens: 50, completion_tokens: 20 } })(res, req, double);
    });
    const long = completeWithQuota(h.built.deps, admin, call);
    // Its reservation ages past STALE_MS while the model is still writing.
    while ((await reservations()).length === 0) await new Promise((r) => setTimeout(r, 10));
    await h.built.db.updateTable('ai_reservations').set({ created_at: Date.now() - STALE_MS - 1000 }).execute();
    model.next(answer.json({ choices: [{ message: { content: '好' } }], usage: { prompt_tokens: 5, completion_tokens: 1 } }));
    await completeWithQuota(h.built.deps, admin, call);
    expect(await quotaRow()).toMatchObject({ used: before.used + 6, reserved: 0 });
    release();
    expect((await long).text).toBe('迟到的回答');
    expect(await quotaRow()).toMatchObject({ used: before.used + 6 + 70, reserved: 0 });
  });
});

describe('upgrading a database made before the AI assistant', () => {
  it('accounts holding every other key get the AI keys; the restricted operator and a partial account do not', async () => {
    const { db } = bare.built;
    const strip = (keys: string[]) => keys.filter((k) => !k.startsWith('ai_'));
    const accounts = await db.selectFrom('accounts').select(['id', 'permissions']).orderBy('id').execute();
    for (const a of accounts) await db.updateTable('accounts').set({ permissions: JSON.stringify(strip(JSON.parse(a.permissions))) }).where('id', '=', a.id).execute();
    await db.updateTable('accounts').set({ permissions: JSON.stringify(['content_manage']) }).where('id', '=', SEED_ACCOUNTS.contest.id).execute();
    await grantAiKeys(db);
    await grantAiKeys(db);
    const held = async (id: number) => JSON.parse((await db.selectFrom('accounts').select('permissions').where('id', '=', id).executeTakeFirstOrThrow()).permissions) as string[];
    expect((await held(SEED_ACCOUNTS.admin.id)).filter((k) => k.startsWith('ai_'))).toEqual(['ai_manage', 'ai_gather', 'ai_task', 'ai_dialogue']);
    expect((await held(SEED_ACCOUNTS.operator.id)).filter((k) => k.startsWith('ai_'))).toEqual([]);
    expect(await held(SEED_ACCOUNTS.contest.id)).toEqual(['content_manage']);
    // The administrator reads the AI calls again.
    expect((await envelope(bare, 'aiQuota', 'admin')).status).toBe(200);
  });
});
