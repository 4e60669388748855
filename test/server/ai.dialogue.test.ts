// AI对话 (issue 16 §6; tforce-client/client/dialogue/*): the history (add, list, messages, rename,
// remove) is the caller's own on the active site; a question is answered as server-sent events
// from the model double (delta…, done), stored as it streams; 停止 keeps the partial answer as
// stopped and debits only what was used; a garbled stream ends with AI服务暂时不可用 and the quota
// settled; one answer per dialogue (上一个回答尚未结束); older turns past AI_CONTEXT_TOKENS are left
// out and said so; 插入到文章 makes a sanitised draft. Refusals (key, service, model, input) are
// ordinary envelopes before any stream.
import { AI_DIALOGUE_MSG, type AiMessage } from '../../shared/domain/ai/dialogue';
import { AI_MSG } from '../../shared/domain/ai/messages';
import { MSG } from '../../shared/domain/messages';
import { SITE } from '../../server/core/db/seedData';
import { DIALOGUE_TUNING } from '../../server/modules/ai/dialogue/inflight';
import { SEED_DIALOGUES } from '../../server/modules/ai/dialogue/seed';
import { quotaPeriod } from '../../server/modules/ai/access/period';
import { chatChunk, startHttpDouble, answer, type HttpDouble } from '../support/doubles/httpDouble';
import { callsAs, CHINESE, startServer, type Harness } from './support/harness';
import { API } from '../../shared/domain/api/endpoints';
import { urlOf } from '../../server/core/http/register';

let h: Harness;
let model: HttpDouble;
let admin: string;
const { call, data } = callsAs(() => h, () => admin);

interface StreamEvent {
  event: string;
  data: any;
}

/** The events of an SSE body, in order (comments left out). */
function eventsOf(body: string): StreamEvent[] {
  return body.split('\n\n').filter((block) => block.startsWith('event:')).map((block) => {
    const [eventLine, dataLine] = block.split('\n');
    return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) };
  });
}

const usageChunk = (prompt: number, completion: number) => ({ choices: [], usage: { prompt_tokens: prompt, completion_tokens: completion } });

const quota = async () => h.built.db.selectFrom('ai_quotas').select(['used', 'reserved']).where('company_id', '=', 1).where('period', '=', quotaPeriod(Date.now())).executeTakeFirstOrThrow()
  .then((r) => ({ used: Number(r.used), reserved: Number(r.reserved) }));

const messages = async (id: number): Promise<AiMessage[]> => (await data('aiDialogueMessages', { query: { id } })).messages;
const newDialogue = async (title = '测试对话') => (await data('aiDialogueAdd', { body: { title } })).id as number;
const ask = (body: unknown, token = admin) => h.call('aiDialogueAsk', { token, body });

/** Resolves once the dialogue's streaming answer has stored some text (the writer flushes as it goes). */
async function partlyStored(dialogueId: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const row = await h.built.db.selectFrom('ai_messages').select('content').where('dialogue_id', '=', dialogueId).where('status', '=', 'streaming').executeTakeFirst();
    if (row && row.content.length > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the answer never stored any text');
}

beforeAll(async () => {
  model = await startHttpDouble();
  DIALOGUE_TUNING.flushMs = 20;
  h = await startServer({ AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-test', AI_MODEL: 'test-model', AI_CONTEXT_TOKENS: '500' });
  admin = await h.login('admin');
});
afterAll(async () => {
  await h.close();
  await model.close();
});

describe('who may ask', () => {
  it('refuses an operator without the key, a demo account, a company without the service', async () => {
    const operator = await h.login('operator');
    const res = await call('aiDialogueList', {}, operator);
    expect([res.statusCode, res.json().message]).toEqual([403, MSG.forbidden]);
    const demo = await call('aiDialogueList', {}, await h.login('demo'));
    expect([demo.statusCode, demo.json().message]).toEqual([403, AI_MSG.demo]);
    const contest = await call('aiDialogueAsk', { body: { dialogueId: 1, question: '你好' } }, await h.login('contest'));
    expect([contest.statusCode, contest.json().message]).toEqual([409, AI_MSG.noService]);
  });

  it('refuses every route when the company service has expired, and nothing is written', async () => {
    const before = await h.built.db.selectFrom('ai_services').select('expires_at').where('company_id', '=', 1).executeTakeFirstOrThrow();
    await h.built.db.updateTable('ai_services').set({ expires_at: Date.now() - 1000 }).where('company_id', '=', 1).execute();
    try {
      const add = await call('aiDialogueAdd', { body: { title: '过期后' } });
      expect([add.statusCode, add.json().message]).toEqual([409, AI_MSG.noService]);
      const tokens = await call('aiDialogueTokens', { body: { question: '你好' } });
      expect([tokens.statusCode, tokens.json().message]).toEqual([409, AI_MSG.noService]);
    } finally {
      await h.built.db.updateTable('ai_services').set({ expires_at: before.expires_at }).where('company_id', '=', 1).execute();
    }
    expect(await h.built.db.selectFrom('ai_dialogues').select('id').where('title', '=', '过期后').execute()).toEqual([]);
  });

  it('without a configured model: the history still reads, a question is refused with AI服务未配置…', async () => {
    const bare = await startServer();
    try {
      const token = await bare.login('admin');
      const list = await bare.call('aiDialogueList', { token });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.rows.map((d: { title: string }) => d.title)).toEqual(SEED_DIALOGUES.map((d) => d.title).reverse());
      const id = list.json().data.rows[0].id;
      const res = await bare.call('aiDialogueAsk', { token, body: { dialogueId: id, question: '你好' } });
      expect([res.statusCode, res.json().message]).toEqual([409, AI_MSG.unconfigured]);
      expect((await bare.call('aiDialogueMessages', { token, query: { id } })).json().data.messages).toHaveLength(4);
    } finally {
      await bare.close();
    }
  });
});

describe('the history', () => {
  it('lists the seeded dialogues newest first with their finished turns', async () => {
    const list = await data('aiDialogueList');
    const seeded = list.rows.filter((d: { title: string }) => SEED_DIALOGUES.some((s) => s.title === d.title));
    expect(seeded.map((d: { title: string }) => d.title)).toEqual(SEED_DIALOGUES.map((d) => d.title).reverse());
    const turns = await messages(seeded[1].id);
    expect(turns.map((m) => [m.role, m.status])).toEqual([['user', 'done'], ['assistant', 'done'], ['user', 'done'], ['assistant', 'done']]);
    expect(turns[1].content).toBe(SEED_DIALOGUES[0].turns[0].answer);
  });

  it('titles a dialogue by its first question cut to 50 characters; rename, search and remove', async () => {
    const long = `${'如何提升网站转化率'.repeat(10)}？`;
    const d = await data('aiDialogueAdd', { body: { title: long } });
    expect([...d.title]).toHaveLength(50);
    const found = await data('aiDialogueList', { query: { keyword: '转化率' } });
    expect(found.rows.map((r: { id: number }) => r.id)).toEqual([d.id]);
    const renamed = await data('aiDialogueRename', { body: { id: d.id, title: '转化率讨论' } });
    expect(renamed.title).toBe('转化率讨论');
    const tooLong = await call('aiDialogueRename', { body: { id: d.id, title: '字'.repeat(51) } });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, AI_DIALOGUE_MSG.titleTooLong]);
    await data('aiDialogueRemove', { body: { id: d.id } });
    const gone = await call('aiDialogueMessages', { query: { id: d.id } });
    expect([gone.statusCode, gone.json().message]).toEqual([404, AI_DIALOGUE_MSG.dialogueNotFound]);
    expect((await data('aiDialogueList', { query: { keyword: '转化率' } })).total).toBe(0);
  });

  it("another account's or another site's dialogue is neither readable nor changeable", async () => {
    const at = Date.now();
    const theirs = await h.built.db.insertInto('ai_dialogues').values({ site_id: SITE.corporate, account_id: 2, title: '运营专员的对话', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    const otherSite = await h.built.db.insertInto('ai_dialogues').values({ site_id: SITE.marketingFree, account_id: 1, title: '另一站点的对话', created_at: at, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await h.built.db.insertInto('ai_messages').values({ dialogue_id: theirs.id, site_id: SITE.corporate, role: 'assistant', content: '别人的回答', status: 'done', tokens: 0, error: null, created_at: at, updated_at: at }).execute();
    const answerOfTheirs = await h.built.db.selectFrom('ai_messages').select('id').where('dialogue_id', '=', theirs.id).executeTakeFirstOrThrow();
    for (const id of [theirs.id, otherSite.id]) {
      for (const [name, options] of [
        ['aiDialogueMessages', { query: { id } }],
        ['aiDialogueRename', { body: { id, title: '改名' } }],
        ['aiDialogueRemove', { body: { id } }],
        ['aiDialogueStop', { body: { dialogueId: id } }],
        ['aiDialogueTokens', { body: { dialogueId: id, question: '你好' } }],
        ['aiDialogueAsk', { body: { dialogueId: id, question: '你好' } }],
      ] as const) {
        const res = await call(name, options);
        expect({ name, status: res.statusCode, message: res.json().message }).toEqual({ name, status: 404, message: AI_DIALOGUE_MSG.dialogueNotFound });
      }
    }
    const toArticle = await call('aiDialogueToArticle', { body: { messageId: answerOfTheirs.id, articleType: 1, categoryId: 0 } });
    expect([toArticle.statusCode, toArticle.json().message]).toEqual([404, AI_DIALOGUE_MSG.messageNotFound]);
    const titles = (await data('aiDialogueList', { query: { rows: 100 } })).rows.map((r: { title: string }) => r.title);
    expect(titles).not.toContain('运营专员的对话');
    expect(titles).not.toContain('另一站点的对话');
    const still = await h.built.db.selectFrom('ai_dialogues').select('title').where('id', 'in', [theirs.id, otherSite.id]).orderBy('id').execute();
    expect(still.map((r) => r.title)).toEqual(['运营专员的对话', '另一站点的对话']);
  });
});

describe('a question', () => {
  it('refuses bad input in Chinese before any stream, nothing stored', async () => {
    const id = await newDialogue();
    const cases: [unknown, number, string][] = [
      [{ dialogueId: id, question: '   ' }, 400, AI_DIALOGUE_MSG.questionEmpty],
      [{ dialogueId: id, question: '问'.repeat(4001) }, 400, AI_DIALOGUE_MSG.questionTooLong],
    ];
    for (const [body, status, message] of cases) {
      const res = await ask(body);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    }
    const unknown = await ask({ dialogueId: id, question: '你好', model: 'gpt-4' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(CHINESE);
    const huge = await h.call('aiDialogueAsk', { token: admin, raw: { payload: JSON.stringify({ dialogueId: id, question: '问'.repeat(350_000) }), contentType: 'application/json' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/^请求体过大/);
    expect(await messages(id)).toEqual([]);
    expect(model.received).toHaveLength(0);
  });

  it('streams the answer as delta events then done; the stored answer is the deltas, the debit is the reported usage', async () => {
    const id = await newDialogue('写一句欢迎语');
    const pieces = ['欢迎', '访问', '我们的', '**官网**', '！'];
    model.next(answer.sse([...pieces.map(chatChunk), usageChunk(12, 30)], { gapMs: 5 }));
    const before = await quota();
    const res = await ask({ dialogueId: id, question: '写一句欢迎语' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const events = eventsOf(res.body);
    expect(events.map((e) => e.event)).toEqual([...pieces.map(() => 'delta'), 'done']);
    expect(events.slice(0, -1).map((e) => e.data.text)).toEqual(pieces);
    const done = events.at(-1)!.data;
    expect(done).toEqual({ messageId: expect.any(Number), usage: { promptTokens: 12, completionTokens: 30, totalTokens: 42 }, contextTrimmed: false, stopped: false });
    const stored = await messages(id);
    expect(stored.map((m) => [m.role, m.content, m.status])).toEqual([['user', '写一句欢迎语', 'done'], ['assistant', pieces.join(''), 'done']]);
    expect(stored[1]).toMatchObject({ id: done.messageId, tokens: 42 });
    expect(await quota()).toEqual({ used: before.used + 42, reserved: 0 });
    // What the model was sent: the system prompt and the question, streamed.
    const sent = JSON.parse(model.received.at(-1)!.body);
    expect(sent).toMatchObject({ model: 'test-model', stream: true });
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: '写一句欢迎语' });
  });

  it('sends heartbeat comments while the model is slow', async () => {
    const id = await newDialogue();
    DIALOGUE_TUNING.heartbeatMs = 40;
    try {
      model.next(answer.sse([chatChunk('慢'), chatChunk('一点'), usageChunk(5, 2)], { gapMs: 150 }));
      const res = await ask({ dialogueId: id, question: '你好' });
      expect(res.body).toContain(': heartbeat\n\n');
      expect(eventsOf(res.body).map((e) => e.event)).toEqual(['delta', 'delta', 'done']);
    } finally {
      DIALOGUE_TUNING.heartbeatMs = 15_000;
    }
  });

  it('停止 mid-stream keeps the partial answer as stopped, stops upstream and debits only what was used', async () => {
    const id = await newDialogue();
    model.next(answer.sse(Array.from({ length: 400 }, (_, i) => chatChunk(`第${i}段。`)), { gapMs: 10, hold: true }));
    const before = await quota();
    const pending = ask({ dialogueId: id, question: '写一篇长文' });
    await partlyStored(id);
    // A second question while it streams is refused.
    const second = await ask({ dialogueId: id, question: '再问一个' });
    expect([second.statusCode, second.json().message]).toEqual([409, AI_MSG.streamBusy]);
    expect((await data('aiDialogueStop', { body: { dialogueId: id } })).stopped).toBe(true);
    const res = await pending;
    const events = eventsOf(res.body);
    const streamed = events.filter((e) => e.event === 'delta').map((e) => e.data.text).join('');
    expect(events.at(-1)).toMatchObject({ event: 'done', data: { stopped: true } });
    expect(streamed.length).toBeGreaterThan(0);
    expect(streamed.length).toBeLessThan(Array.from({ length: 400 }, (_, i) => `第${i}段。`).join('').length);
    await model.left(model.received.at(-1)!);
    const stored = await messages(id);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(stored[1]).toMatchObject({ status: 'stopped', content: streamed });
    const after = await quota();
    expect(after.reserved).toBe(0);
    expect(after.used - before.used).toBe(stored[1].tokens);
    expect(stored[1].tokens).toBeGreaterThan(0);
    expect(stored[1].tokens).toBeLessThan(DIALOGUE_TUNING.maxOutputTokens);
    // The dialogue takes questions again.
    model.next(answer.sse([chatChunk('好的'), usageChunk(20, 2)]));
    expect(eventsOf((await ask({ dialogueId: id, question: '再问一个' })).body).at(-1)!.event).toBe('done');
  });

  it('a garbled stream ends with an error event (AI服务暂时不可用), the partial answer failed, the quota settled', async () => {
    const id = await newDialogue();
    model.next(answer.sse([chatChunk('前半'), chatChunk('句话'), '{not json']));
    const before = await quota();
    const res = await ask({ dialogueId: id, question: '你好' });
    const events = eventsOf(res.body);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'error']);
    const stored = await messages(id);
    expect(events[2].data).toEqual({ message: AI_MSG.unavailable, messageId: stored[1].id });
    expect(stored[1]).toMatchObject({ status: 'failed', content: '前半句话', error: AI_MSG.unavailable });
    const after = await quota();
    expect(after.reserved).toBe(0);
    expect(after.used - before.used).toBe(stored[1].tokens);
  });

  it('a refused key upstream: error event AI服务密钥无效, nothing debited', async () => {
    const id = await newDialogue();
    model.next(answer.status(401, { error: { message: 'bad key' } }));
    const before = await quota();
    const events = eventsOf((await ask({ dialogueId: id, question: '你好' })).body);
    expect(events.map((e) => [e.event, e.data.message])).toEqual([['error', AI_MSG.keyInvalid]]);
    expect(await quota()).toEqual(before);
  });

  it('重新生成 replaces the last answer', async () => {
    const id = await newDialogue();
    model.next(answer.sse([chatChunk('第一版'), usageChunk(10, 3)]));
    await ask({ dialogueId: id, question: '写个标题' });
    const first = await messages(id);
    model.next(answer.sse([chatChunk('第二版'), usageChunk(10, 3)]));
    const events = eventsOf((await ask({ dialogueId: id, question: '写个标题', regenerate: true })).body);
    expect(events.at(-1)!.event).toBe('done');
    const second = await messages(id);
    expect(second.map((m) => [m.role, m.content])).toEqual([['user', '写个标题'], ['assistant', '第二版']]);
    expect(second[1].id).not.toBe(first[1].id);
    expect(JSON.parse(model.received.at(-1)!.body).messages.at(-1)).toEqual({ role: 'user', content: '写个标题' });
  });

  it('an answer a restart cut reads as interrupted, and the dialogue takes questions again', async () => {
    const id = await newDialogue();
    const long = Date.now() - 60_000;
    await h.built.db.insertInto('ai_messages').values([
      { dialogue_id: id, site_id: SITE.corporate, role: 'user', content: '问题', status: 'done', tokens: 0, error: null, created_at: long, updated_at: long },
      { dialogue_id: id, site_id: SITE.corporate, role: 'assistant', content: '半截', status: 'streaming', tokens: 0, error: null, created_at: long, updated_at: long },
    ]).execute();
    expect((await messages(id)).map((m) => m.status)).toEqual(['done', 'interrupted']);
    model.next(answer.sse([chatChunk('好'), usageChunk(10, 1)]));
    expect(eventsOf((await ask({ dialogueId: id, question: '继续' })).body).at(-1)!.event).toBe('done');
  });
});

describe('the connection and the quota', () => {
  it('closing the connection stops the answer upstream, keeps what came as stopped and debits only that', async () => {
    const id = await newDialogue();
    model.next(answer.sse(Array.from({ length: 400 }, (_, i) => chatChunk(`第${i}段。`)), { gapMs: 10, hold: true }));
    const before = await quota();
    await h.built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.built.app.server.address() as { port: number };
    const leaving = new AbortController();
    const res = await fetch(`http://127.0.0.1:${address.port}${urlOf({ endpoint: API.aiDialogueAsk })}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-token': admin }, body: JSON.stringify({ dialogueId: id, question: '写一篇长文' }), signal: leaving.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let read = '';
    while (!read.includes('event: delta')) read += new TextDecoder().decode((await reader.read()).value);
    leaving.abort();
    await model.left(model.received.at(-1)!);
    let stored: AiMessage[] = [];
    for (let i = 0; i < 100 && stored[1]?.status !== 'stopped'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      stored = await messages(id);
    }
    expect(stored[1]).toMatchObject({ status: 'stopped' });
    expect(stored[1].content).toMatch(/^第0段。/);
    const after = await quota();
    expect(after.reserved).toBe(0);
    expect(after.used - before.used).toBe(stored[1].tokens);
  });

  it('20 questions at once with quota for 5: at most what the quota holds is spent, the rest refused with AI额度不足', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await newDialogue(`并发${i}`));
    const estimate = (await data('aiDialogueTokens', { body: { dialogueId: ids[0], question: '并发提问' } })).tokens + DIALOGUE_TUNING.maxOutputTokens;
    const period = quotaPeriod(Date.now());
    const saved = await h.built.db.selectFrom('ai_quotas').select(['total', 'used']).where('company_id', '=', 1).where('period', '=', period).executeTakeFirstOrThrow();
    const total = Number(saved.used) + 5 * estimate + estimate - 1;
    await h.built.db.updateTable('ai_quotas').set({ total }).where('company_id', '=', 1).where('period', '=', period).execute();
    try {
      model.always(answer.sse([chatChunk('好'), usageChunk(10, 5)], { gapMs: 300 }));
      const answers = await Promise.all(ids.map((dialogueId) => ask({ dialogueId, question: '并发提问' })));
      const outcomes = answers.map((res) => (res.statusCode === 200 ? eventsOf(res.body).at(-1)! : { event: 'refused', data: res.json() }));
      const done = outcomes.filter((o) => o.event === 'done');
      const refused = outcomes.filter((o) => o.event !== 'done');
      for (const r of refused) expect(r.data.message).toBe(AI_MSG.quotaShort);
      expect(done.length).toBeGreaterThanOrEqual(5);
      expect(refused.length).toBeGreaterThanOrEqual(10);
      const after = await quota();
      expect(after.reserved).toBe(0);
      expect(after.used).toBe(Number(saved.used) + done.length * 15);
      expect(after.used).toBeLessThanOrEqual(total);
    } finally {
      model.always(answer.status(404, { error: 'no script' }));
      await h.built.db.updateTable('ai_quotas').set({ total: Number(saved.total) }).where('company_id', '=', 1).where('period', '=', period).execute();
    }
  });
});

describe('context and token estimate', () => {
  it('leaves out older turns past AI_CONTEXT_TOKENS and says so', async () => {
    const id = await newDialogue();
    const at = Date.now();
    const turns = ['最早的问题', '最早的回答，内容很长。'.repeat(200), '较新的问题', '较新的回答'];
    await h.built.db.insertInto('ai_messages').values(turns.map((content, i) => ({
      dialogue_id: id, site_id: SITE.corporate, role: i % 2 ? 'assistant' as const : 'user' as const, content, status: 'done' as const, tokens: 0, error: null, created_at: at, updated_at: at,
    }))).execute();
    const estimate = await data('aiDialogueTokens', { body: { dialogueId: id, question: '最新的问题' } });
    expect(estimate.contextTrimmed).toBe(true);
    expect(estimate.tokens).toBeLessThanOrEqual(500);
    const row = await h.built.db.selectFrom('ai_quotas').selectAll().where('company_id', '=', 1).where('period', '=', quotaPeriod(Date.now())).executeTakeFirstOrThrow();
    expect(estimate.remaining).toBe(Number(row.total) - Number(row.used) - Number(row.reserved));
    const fresh = await data('aiDialogueTokens', { body: { question: '最新的问题' } });
    expect(fresh.contextTrimmed).toBe(false);
    expect(fresh.tokens).toBeLessThan(estimate.tokens);

    model.next(answer.sse([chatChunk('好'), usageChunk(10, 1)]));
    const events = eventsOf((await ask({ dialogueId: id, question: '最新的问题' })).body);
    expect(events.at(-1)!.data.contextTrimmed).toBe(true);
    const sent = JSON.parse(model.received.at(-1)!.body).messages.map((m: { content: string }) => m.content);
    expect(sent).toContain('较新的问题');
    expect(sent).not.toContain('最早的问题');
  });
});

describe('插入到文章', () => {
  it('makes a sanitised draft titled by the question, listed among the news drafts', async () => {
    const id = await newDialogue();
    model.next(answer.sse([chatChunk('## 标题\n\n正文 <script>alert(1)</script> [链接](javascript:alert(1))'), usageChunk(10, 9)]));
    const done = eventsOf((await ask({ dialogueId: id, question: '写一篇关于节能的新闻' })).body).at(-1)!.data;
    const { articleId } = await data('aiDialogueToArticle', { body: { messageId: done.messageId, articleType: 1, categoryId: 0 } });
    const article = (await data('articleEdit', { query: { id: articleId } })).info;
    expect(article).toMatchObject({ title: '写一篇关于节能的新闻', status: 0, type: 1 });
    expect(article.content).toContain('<h2>标题</h2>');
    expect(article.content).not.toContain('<script');
    expect(article.content).not.toMatch(/href="javascript/i);
    expect(article.content).not.toContain('<a ');
    const list = await data('articleList', { query: { type: 1, keyword: '节能的新闻', status: 0 } });
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(articleId);
    const badCategory = await call('aiDialogueToArticle', { body: { messageId: done.messageId, articleType: 1, categoryId: 999_999 } });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toMatch(CHINESE);
  });
});
