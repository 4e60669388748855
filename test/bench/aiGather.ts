// 公众号采集's figure (issue 16 target): gathering a 2 MB article with 30 photo-sized pictures takes
// ≤ 3 s on loopback. The server runs in this process on a real port; a local server answers for
// mp.weixin.qq.com and mmbiz.qpic.cn (the safe fetcher's resolver points them at 127.0.0.1). Each
// run gathers another address of the same page (a gathered address is refused the second time), so
// every run fetches, reads, prepares and files everything again.
// Run alone: node -r esbuild-register test/bench/aiGather.ts (SQLite; BENCH_PG_URL for PostgreSQL).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/core/config';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { API } from '../../shared/domain/api/endpoints';
import { createScratchDatabase } from '../support/scratchDatabase';
import { weixinArticlePage } from '../support/weixinArticle';

const PG_URL = process.env.BENCH_PG_URL;
const RUNS = Number(process.env.BENCH_GATHER_RUNS || 5);
const PAGE_BYTES = 2_000_000;
const PICTURES = 30;
const TARGET_MS = 3_000;

/** A 640×480 JPEG of noise (it does not compress to nothing), as WeChat articles carry. */
async function photo(): Promise<Buffer> {
  const raw = Buffer.alloc(640 * 480 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

/** The WeChat double: one 2 MB page for every /s/<id>, the same photo for every picture. */
async function startWechat(): Promise<{ port: number; close(): Promise<void> }> {
  const jpeg = await photo();
  let page = '';
  const server = http.createServer((req, res) => {
    const host = String(req.headers.host ?? '').split(':')[0];
    if (host === 'mmbiz.qpic.cn') {
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(jpeg);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const pictures = Array.from({ length: PICTURES }, (_, i) => `http://mmbiz.qpic.cn:${port}/mmbiz_jpg/p${i}.jpg?wx_fmt=jpeg`);
  const text = Buffer.byteLength(weixinArticlePage({ title: '两兆字节的长文章', pictures, padding: 1_000 }));
  page = weixinArticlePage({ title: '两兆字节的长文章', pictures, padding: 1_000, scriptBytes: PAGE_BYTES - text });
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface GatherFigures {
  runs: number[];
  pictures: number;
}

export async function measureAiGather(pgUrl?: string): Promise<GatherFigures> {
  const wechat = await startWechat();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-bench-gather-'));
  const scratch = pgUrl ? await createScratchDatabase(pgUrl, `console_bench_gather_${process.pid}`) : null;
  const loopback = [{ address: '127.0.0.1', family: 4 as const }];
  const built = await buildApp(
    loadConfig({ DATA_DIR: dir, STATIC_DIR: path.join(dir, 'no-dist'), LOG_LEVEL: 'silent', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }),
    { safeFetch: { resolve: async (host) => (host === 'mp.weixin.qq.com' || host === 'mmbiz.qpic.cn' ? loopback : []), allowAddresses: ['127.0.0.1'] } },
  );
  try {
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const login = await fetch(`${base}${urlOf({ endpoint: API.login })}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const category = await built.db.selectFrom('categories').select('id').where('site_id', '=', SITE.corporate).where('type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const runs: number[] = [];
    let pictures = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${urlOf({ endpoint: API.aiGather })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': token },
        body: JSON.stringify({ url: `http://mp.weixin.qq.com:${wechat.port}/s/bench${i}`, articleType: 1, categoryId: category.id, aiSummary: false, aiRewrite: false }),
      });
      const answer = (await res.json()) as { code: number; message: string; data: { imagesSaved: number } };
      runs.push(performance.now() - started);
      if (answer.code !== 200) throw new Error(`gather refused: ${answer.message}`);
      pictures = answer.data.imagesSaved;
    }
    return { runs, pictures };
  } finally {
    await built.close();
    await wechat.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printAiGather(label: string, f: GatherFigures): void {
  const sorted = [...f.runs].sort((a, b) => a - b);
  const fmt = (n: number) => `${n.toFixed(0)} ms`;
  console.log(`公众号采集 (${label}): a ${(PAGE_BYTES / 1e6).toFixed(0)} MB article with ${PICTURES} pictures (${f.pictures} saved), ${f.runs.length} runs`);
  console.log(`  first ${fmt(f.runs[0])} (the capture worker starts), median ${fmt(sorted[Math.floor(sorted.length / 2)])}, slowest ${fmt(sorted[sorted.length - 1])}   (target ≤ ${TARGET_MS} ms: ${sorted[sorted.length - 1] <= TARGET_MS ? 'meets' : 'misses'})`);
}

export async function reportAiGather(): Promise<void> {
  printAiGather('SQLite', await measureAiGather());
  if (PG_URL) printAiGather('PostgreSQL', await measureAiGather(PG_URL));
}

if (require.main === module) {
  reportAiGather().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
