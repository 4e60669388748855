// AI对话's figures (issue 16 targets), the server in this process on a real port, the model a
// streaming double on loopback:
//   - dialogueTokenCompute of a dialogue holding ~8,000 tokens of history (AI_CONTEXT_TOKENS 8,000)
//     plus a question: p99 over sequential calls (target ≤ 10 ms);
//   - the time each token adds between the double writing it and a client reading its delta
//     event (target ≤ 5 ms p99);
//   - 100 answers streaming at once while other calls (the history list) are timed (target p99 ≤ 50 ms).
// Run alone: node -r esbuild-register test/bench/aiDialogue.ts (SQLite; BENCH_PG_URL for PostgreSQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { urlOf } from '../../server/core/http/register';
import { SEED_ACCOUNTS, SITE } from '../../server/core/db/seedData';
import { API } from '../../shared/domain/api/endpoints';
import { createScratchDatabase } from '../support/scratchDatabase';
import { chatChunk, startHttpDouble } from '../support/doubles/httpDouble';

const PG_URL = process.env.BENCH_PG_URL;

function p(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
}

const fmt = (n: number) => n.toFixed(2).padStart(8);

export interface AiDialogueFigures {
  tokensP50: number;
  tokensP99: number;
  tokensCounted: number;
  perTokenP50: number;
  perTokenP99: number;
  tokensStreamed: number;
  othersP50: number;
  othersP99: number;
  streamsAtOnce: number;
  othersCalls: number;
  /** Delta events the 100 streams delivered in all (200 each when none failed). */
  concurrentDeltas: number;
}

export async function measureAiDialogue(pgUrl?: string): Promise<AiDialogueFigures> {
  const model = await startHttpDouble();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-ai-'));
  const scratch = pgUrl ? await createScratchDatabase(pgUrl, `console_bench_ai_${process.pid}`) : null;
  const built = await buildApp({
    ...loadConfig({
      DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), AI_BASE_URL: `${model.url}/v1`, AI_API_KEY: 'sk-bench', AI_MODEL: 'bench', AI_CONTEXT_TOKENS: '8000',
      // 100 operators are 100 addresses; here they all come from 127.0.0.1.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    }),
    logLevel: 'silent',
  });
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const at = (name: keyof typeof API) => `${base}${urlOf({ endpoint: API[name] })}`;
    const login = await fetch(at('login'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: SEED_ACCOUNTS.admin.loginName, password: SEED_ACCOUNTS.admin.password }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', 'x-token': token };
    const post = (name: keyof typeof API, body: unknown) => fetch(at(name), { method: 'POST', headers, body: JSON.stringify(body) });
    // Plenty of quota for the run.
    await built.db.updateTable('ai_quotas').set({ total: 1_000_000_000 }).where('company_id', '=', 1).execute();

    // 1. The estimate over ~8,000 tokens of history.
    const dialogue = ((await (await post('aiDialogueAdd', { title: '基准对话' })).json()) as { data: { id: number } }).data.id;
    const now = Date.now();
    const paragraph = '智能制造通过工业互联网、大数据与人工智能技术，把设计、生产、管理和服务连成一体，提升效率与质量。';
    await built.db.insertInto('ai_messages').values(Array.from({ length: 80 }, (_, i) => ({
      dialogue_id: dialogue, site_id: SITE.corporate, role: i % 2 ? 'assistant' as const : 'user' as const,
      content: i % 2 ? paragraph.repeat(6) : `第${i / 2 + 1}个问题：${paragraph}`, status: 'done' as const, tokens: 0, error: null, created_at: now, updated_at: now,
    }))).execute();
    const question = `${paragraph.repeat(20)}请据此写一篇新闻稿。`;
    const tokenTimes: number[] = [];
    let counted = 0;
    for (let i = 0; i < 400; i++) {
      // A different question each time (a keystroke more), as the console asks while typing.
      const started = performance.now();
      const res = await post('aiDialogueTokens', { dialogueId: dialogue, question: `${question}${i}` });
      const body = (await res.json()) as { data: { tokens: number } };
      if (i >= 20) tokenTimes.push(performance.now() - started);
      counted = body.data.tokens;
    }

    // 2. Time added per token: the double stamps each chunk; the client reads the delta event.
    const PIECES = 400;
    const sentAt: number[] = [];
    model.always(async (res, _req, d) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      for (let i = 0; i < PIECES; i++) {
        await d.wait(2);
        sentAt.push(performance.now());
        res.write(`data: ${JSON.stringify(chatChunk(`字${i}`))}\n\n`);
      }
      res.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 10, completion_tokens: PIECES } })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
    const streamDialogue = ((await (await post('aiDialogueAdd', { title: '流式基准' })).json()) as { data: { id: number } }).data.id;
    const answer = await post('aiDialogueAsk', { dialogueId: streamDialogue, question: '写点什么' });
    const reader = answer.body!.getReader();
    const decoder = new TextDecoder();
    const gaps: number[] = [];
    let buffer = '';
    let seen = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const arrived = performance.now();
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith('event: delta')) gaps.push(arrived - sentAt[seen++]);
      }
    }

    // 3. 100 answers streaming at once (a piece every 50 ms for ~10 s) while the history list is timed.
    const STREAMS = 100;
    model.always(async (res, _req, d) => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      for (let i = 0; i < 200 && !res.destroyed; i++) {
        await d.wait(50);
        res.write(`data: ${JSON.stringify(chatChunk('字'))}\n\n`);
      }
      res.end('data: [DONE]\n\n');
    });
    const ids: number[] = [];
    for (let i = 0; i < STREAMS; i++) ids.push(((await (await post('aiDialogueAdd', { title: `并发${i}` })).json()) as { data: { id: number } }).data.id);
    let deltas = 0;
    const streams = ids.map(async (id) => {
      const res = await post('aiDialogueAsk', { dialogueId: id, question: '并发提问' });
      const text = await res.text();
      deltas += text.split('event: delta').length - 1;
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const others: number[] = [];
    const until = performance.now() + 5_000;
    while (performance.now() < until) {
      const started = performance.now();
      const res = await fetch(`${at('aiDialogueList')}?page=1&rows=20`, { headers: { 'x-token': token } });
      await res.json();
      others.push(performance.now() - started);
    }
    await Promise.all(streams);

    return {
      tokensP50: p(tokenTimes, 0.5), tokensP99: p(tokenTimes, 0.99), tokensCounted: counted,
      perTokenP50: p(gaps, 0.5), perTokenP99: p(gaps, 0.99), tokensStreamed: gaps.length,
      othersP50: p(others, 0.5), othersP99: p(others, 0.99), streamsAtOnce: STREAMS, othersCalls: others.length, concurrentDeltas: deltas,
    };
  } finally {
    await built.close();
    await model.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printAiDialogue(label: string, f: AiDialogueFigures): void {
  console.log(`AI对话 (${label})`);
  console.log(`  dialogueTokenCompute, ${f.tokensCounted} tokens     p50 ${fmt(f.tokensP50)} ms  p99 ${fmt(f.tokensP99)} ms   (target p99 ≤ 10 ms)`);
  console.log(`  added per token, double → client (${f.tokensStreamed})  p50 ${fmt(f.perTokenP50)} ms  p99 ${fmt(f.perTokenP99)} ms   (target p99 ≤ 5 ms)`);
  console.log(`  history list with ${f.streamsAtOnce} streams open        p50 ${fmt(f.othersP50)} ms  p99 ${fmt(f.othersP99)} ms   (target p99 ≤ 50 ms; ${f.othersCalls} calls, ${f.concurrentDeltas} deltas delivered)`);
}

export async function reportAiDialogue(): Promise<void> {
  printAiDialogue('SQLite', await measureAiDialogue());
  if (PG_URL) printAiDialogue('PostgreSQL', await measureAiDialogue(PG_URL));
}

if (require.main === module) {
  reportAiDialogue().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
