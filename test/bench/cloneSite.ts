// 翻译克隆's figure (issue 17 target): a clone of ~350,000 characters with an instant translation
// double finishes in ≤ 60 s. The server runs in this process on a real port; the corporate Chinese
// site is grown with articles of distinct Chinese paragraphs until 后台数据 counts BENCH_CLONE_CHARS
// (ensiteInfo's wordNum); the double answers every batch at once, so the figure is the clone's own
// work (splitting, batching, the transactional writes). Timed from toTranslate to the task's end.
// Run alone: BENCH_ONLY=clone node -r esbuild-register test/bench/cloneSite.ts (SQLite; BENCH_PG_URL or TEST_PG_URL for PostgreSQL too).
import { insertArticle } from '../../server/core/content/articleWrites';
import { SITE } from '../../server/core/db/seedData';
import { urlOf } from '../../server/core/http/register';
import { API, type ApiName } from '../../shared/domain/api/endpoints';
import type { TaskView } from '../../shared/domain/api/tasks';
import { answer, startHttpDouble } from '../support/doubles/httpDouble';
import { onEachBackend, runAlone, withBenchApp } from './support/benchApp';

const CHARS = Number(process.env.BENCH_CLONE_CHARS || 350_000);
const TARGET_S = 60;
const HAN = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经';

/** A distinct Chinese paragraph (n picks the characters). */
function paragraph(n: number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += HAN[(n * 7 + i * (n % 13 + 1)) % HAN.length];
  return `${out}${n}`;
}

export interface CloneFigures { wordNum: number; articles: number; seconds: number; translated: number; state: string }

export async function measureClone(pgUrl?: string): Promise<CloneFigures> {
  const double = await startHttpDouble();
  double.always((res, req) => {
    const { texts } = JSON.parse(req.body) as { texts: string[] };
    answer.json({ texts: texts.map((t) => `EN ${t.length}`) })(res, req, { wait: async () => undefined });
  });
  try {
    return await withBenchApp('clone', pgUrl, { TRANSLATE_API_URL: `${double.url}/translate`, TRANSLATE_API_KEY: 'bench' }, async ({ db, listen }) => {
      const { base, headers } = await listen();
      const call = async <T>(name: ApiName, init: { query?: Record<string, string | number>; body?: unknown } = {}): Promise<T> => {
        const q = init.query ? `?${new URLSearchParams(Object.entries(init.query).map(([k, v]) => [k, String(v)]))}` : '';
        const res = await fetch(`${base}${urlOf({ endpoint: API[name] })}${q}`, {
          method: API[name].method, headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) }, body: init.body ? JSON.stringify(init.body) : undefined,
        });
        const json = (await res.json()) as { code: number; message: string; data: T };
        if (json.code !== 200) throw new Error(`${name}: ${json.message}`);
        return json.data;
      };
      await call('siteActive', { query: { twebId: SITE.corporate } });

      // Grow the site to the wanted count: articles of ten distinct 100-character paragraphs.
      let wordNum = (await call<{ wordNum: number }>('cloneInfo', { body: { types: ['admin', 'visual'] } })).wordNum;
      let n = 0;
      while (wordNum < CHARS) {
        const body = Array.from({ length: 10 }, (_, i) => `<p>${paragraph(n * 10 + i, 100)}</p>`).join('');
        const article = { type: 1 as const, category_id: 0, title: `克隆测试文章${n}`, summary: paragraph(n, 60), content: body, img: '', author: '', sort: 0, status: 1 as const,
          seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '' };
        await insertArticle(db, SITE.corporate, article, 1, Date.now());
        wordNum += article.title.length + article.summary.length + body.length;
        n++;
      }
      wordNum = (await call<{ wordNum: number }>('cloneInfo', { body: { types: ['admin', 'visual'] } })).wordNum;
      const articles = n;

      const started = performance.now();
      const { taskId } = await call<{ taskId: number }>('cloneStart', { body: { types: ['admin', 'visual'], force: true } });
      let view: TaskView;
      for (;;) {
        view = await call<TaskView>('taskGet', { query: { id: taskId } });
        if (!['queued', 'running'].includes(view.state)) break;
        if (performance.now() - started > 5 * TARGET_S * 1000) throw new Error('翻译克隆未在 5 分钟内结束');
        await new Promise((r) => setTimeout(r, 100));
      }
      const seconds = (performance.now() - started) / 1000;
      const translated = Number((await db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('site_id', '=', SITE.global).where('title', 'like', 'EN %').executeTakeFirstOrThrow()).n);
      return { wordNum, articles, seconds, translated, state: view.state + (view.error ? ` (${view.error})` : '') };
    });
  } finally {
    await double.close();
  }
}

export function printClone(label: string, f: CloneFigures): void {
  console.log(`翻译克隆 (${label}): ${f.wordNum} characters (${f.articles} added articles), task ${f.state}, ${f.translated} translated articles in the foreign site`);
  console.log(`  toTranslate → task end: ${f.seconds.toFixed(1)} s   (target ≤ ${TARGET_S} s: ${f.state === 'succeeded' && f.seconds <= TARGET_S ? 'meets' : 'misses'})`);
}

export const reportClone = () => onEachBackend(measureClone, printClone);

if (require.main === module) runAlone(reportClone);
