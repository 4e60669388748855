// One evaluation of a site (the task seo.score, also the bench's): every live record — article and
// product categories, then the published articles and products not in the recycle bin, read in
// batches by primary key — checked against the rules of shared/domain/seo/score.ts: the effective
// TDK (the one render rule, tkd/inside.ts), duplicate titles, images without alt and dead links
// (the body read by the module's htmlparser2 tokenizer), thin text and forbidden words (the body's
// text as the keyword detection reads it, the site's enabled 违禁词 in one Aho–Corasick pass), and
// the site's sitemap and robots.txt. Affected records are written in batches under a run row that
// becomes the site's report only when the whole site was read: a cancelled or failed run removes
// its own rows and the previous report stays. A run started again after a restart starts over.
import type { Kysely } from 'kysely';
import { AhoCorasick, foldText } from '../../../../shared/domain/seo/ahoCorasick';
import { seoLength, type Tkd } from '../../../../shared/domain/seo/render';
import { SECTION_PATHS } from '../../../../shared/domain/seo/recordPaths';
import { DEFAULT_ROBOTS_TXT } from '../../../../shared/domain/seo/sitemap';
import {
  SCORE_CHECKS,
  SCORE_CHECK_DEFS,
  THIN_CONTENT_MIN,
  THIN_EXEMPT_ARTICLE_TYPES,
  bodyMarkupOf,
  robotsBlocksAll,
  scoreOf,
  shortTitle,
  tdkProblems,
  textLength,
  type ScoreCheckId,
  type ScoreDetails,
  type ScoreFinding,
  type ScoreLevel,
  type ScoreRecordKind,
} from '../../../../shared/domain/seo/score';
import { cleanWord } from '../../../../shared/domain/seo/words';
import type { BulkInserter } from '../../../core/db/bulkInsert';
import type { Database } from '../../../core/db/database';
import { idBatches } from '../../../core/db/idBatches';
import { siteHostsOf } from '../anchors/store';
import { tokenizeHtml } from '../anchors/tokenize';
import { effectiveTkdOf, loadRecords, type SiteTkdContext } from '../tkd/inside';
import { readParams, readTemplates } from '../tkd/params';
import { articleRecord, productRecord } from '../words/detect';
import { deadLinksOf, type LiveIndex } from './links';
import { deleteRecordRows, insertChunk, insertRecordRows, type RecordRow } from './recordRows';

type Db = Kysely<Database>;

/** Records read per batch (by primary key), between two cancel checks and a turn of the event loop. */
const BATCH = 100;
/** What a detail lists at most (dead addresses, forbidden words). */
const DETAIL_ITEMS = 5;

export interface EvaluateOptions {
  signal: AbortSignal;
  progress(done: number, total: number): void;
  now: () => number;
  /** Who started it (the run's row). */
  accountId: number;
  /** The report is stored for good (its transaction committed): a cancel can no longer undo it. */
  committed?(): void;
  /** Core's bulk insert (deps.bulk) for the affected records; Kysely's inserts without it. */
  bulk?: BulkInserter | null;
}

export interface EvaluateResult {
  runId: number;
  score: number;
  level: ScoreLevel;
  records: number;
  /** Per check: records affected. */
  affected: Record<ScoreCheckId, number>;
}

/** Lets the server answer what arrived meanwhile (I/O is read between two turns). */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface RecordRef {
  kind: ScoreRecordKind;
  id: number;
  type: number;
  title: string;
}

/** The findings of a run as it goes: counts per check, and the affected records waiting to be written. */
class Tally {
  readonly affected = Object.fromEntries(SCORE_CHECKS.map((c) => [c, 0])) as Record<ScoreCheckId, number>;
  readonly applicable = Object.fromEntries(SCORE_CHECKS.map((c) => [c, 0])) as Record<ScoreCheckId, number>;
  pending: RecordRow[] = [];

  constructor(private readonly runId: number, private readonly siteId: number, readonly bulk: BulkInserter | null = null) {}

  applies(checks: readonly ScoreCheckId[]): void {
    for (const c of checks) this.applicable[c]++;
  }

  hit<C extends ScoreCheckId>(check: C, ref: RecordRef, detail: ScoreDetails[C]): void {
    this.affected[check]++;
    this.pending.push({
      run_id: this.runId, site_id: this.siteId, check_id: check, record_kind: ref.kind, record_id: ref.id, record_type: ref.type,
      title: ref.title.slice(0, 200), detail: JSON.stringify(detail),
    });
  }

  findings(): ScoreFinding[] {
    return SCORE_CHECKS.map((check) => ({ check, affected: this.affected[check], applicable: this.applicable[check] }));
  }
}

const PAGE_CHECKS: readonly ScoreCheckId[] = ['tdkMissing', 'tdkLong', 'titleDuplicate'];
const BODY_CHECKS: readonly ScoreCheckId[] = ['imageAlt', 'deadLink', 'forbiddenWords'];

/** What every record of the run is judged with, read once. */
interface RunContext {
  tkd: SiteTkdContext;
  hosts: Set<string>;
  live: LiveIndex;
  forbidden: { words: string[]; matcher: AhoCorasick };
  tally: Tally;
  /** Effective title → the records carrying it (duplicates are known only at the end). */
  titles: Map<string, RecordRef[]>;
  /** The newest change to a live article or product (what a sitemap must be newer than). */
  newest: number;
}

/** Ids read per statement when the live articles are listed (each a short read between turns of the event loop). */
const ID_CHUNK = 10_000;

/**
 * The site's live records. Articles in chunks along their (site, bin, state) index, whose entries
 * are in id order — one statement of 100,000 rows would hold SQLite's one connection, and so every
 * other request, for a quarter of a second; products in one read of that covering index, sorted
 * here (no index of theirs is in id order per site, and a site holds far fewer products).
 */
async function liveIndexOf(db: Db, siteId: number): Promise<LiveIndex> {
  const articles = new Map<number, number>();
  for (let after = 0; ;) {
    const rows = await db.selectFrom('articles').select(['id', 'type']).where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1)
      .where('id', '>', after).orderBy('id').limit(ID_CHUNK).execute();
    for (const r of rows) articles.set(r.id, r.type);
    if (rows.length < ID_CHUNK) break;
    after = rows[rows.length - 1].id;
    await yieldTurn();
  }
  const productIds = (await db.selectFrom('products').select('id').where('site_id', '=', siteId).where('disabled', '=', 0).where('status', '=', 1).execute())
    .map((r) => r.id).sort((a, b) => a - b);
  const [categories, productCategories, tags, productTags] = await Promise.all([
    db.selectFrom('categories').select(['id', 'type']).where('site_id', '=', siteId).execute(),
    db.selectFrom('product_categories').select('id').where('site_id', '=', siteId).execute(),
    db.selectFrom('tags').select('id').where('site_id', '=', siteId).where('show', '=', 1).execute(),
    db.selectFrom('product_tags').select('id').where('site_id', '=', siteId).execute(),
  ]);
  return {
    articles,
    products: new Set(productIds),
    categories: new Map(categories.map((r) => [r.id, r.type])),
    productCategories: new Set(productCategories.map((r) => r.id)),
    tags: new Set(tags.map((r) => r.id)),
    productTags: new Set(productTags.map((r) => r.id)),
  };
}

async function forbiddenOf(db: Db, siteId: number): Promise<RunContext['forbidden']> {
  const rows = await db.selectFrom('seo_words').select('word').where('site_id', '=', siteId).where('kind', '=', 'forbidden').where('enabled', '=', 1).orderBy('id').execute();
  const words = rows.map((r) => r.word);
  return { words, matcher: new AhoCorasick(words.map((w) => foldText(cleanWord(w)))) };
}

/** The TDK checks of one record, and its title noted for the duplicate check. */
function checkPage(run: RunContext, ref: RecordRef, tkd: Tkd): void {
  run.tally.applies(PAGE_CHECKS);
  const problems = tdkProblems(tkd);
  if (problems.missing.length) run.tally.hit('tdkMissing', ref, { fields: problems.missing });
  if (problems.long.length) {
    const detail: ScoreDetails['tdkLong'] = {};
    if (problems.long.includes('title')) detail.title = seoLength(tkd.title);
    if (problems.long.includes('description')) detail.description = seoLength(tkd.description);
    run.tally.hit('tdkLong', ref, detail);
  }
  if (!tkd.title) return;
  const same = run.titles.get(tkd.title);
  if (same) same.push(ref);
  else run.titles.set(tkd.title, [ref]);
}

/** The body checks of an article or product: its markup, its text, and every field's forbidden words. */
function checkBody(run: RunContext, ref: RecordRef, html: string, fields: readonly string[], bodyText: string, judgedThin: boolean): void {
  run.tally.applies(BODY_CHECKS);
  const markup = bodyMarkupOf(tokenizeHtml(html));
  if (markup.imagesWithoutAlt) run.tally.hit('imageAlt', ref, { images: markup.imagesWithoutAlt });
  const dead = markup.links.length ? deadLinksOf(markup.links, run.hosts, run.live) : [];
  if (dead.length) run.tally.hit('deadLink', ref, { links: dead.slice(0, DETAIL_ITEMS), count: dead.length });
  if (judgedThin) {
    run.tally.applies(['thinContent']);
    const length = textLength(bodyText);
    if (length < THIN_CONTENT_MIN) run.tally.hit('thinContent', ref, { length });
  }
  if (!run.forbidden.words.length) return;
  const found = new Set<number>();
  for (const text of fields) if (text) run.forbidden.matcher.scan(text, (pattern) => void found.add(pattern));
  if (found.size) {
    const words = [...found].sort((a, b) => a - b).map((i) => run.forbidden.words[i]);
    run.tally.hit('forbiddenWords', ref, { words: words.slice(0, DETAIL_ITEMS), count: words.length });
  }
}

const ARTICLE_COLUMNS = ['id', 'site_id', 'disabled', 'status', 'type', 'category_id', 'title', 'summary', 'content', 'seo_title', 'seo_keywords', 'seo_description', 'version', 'updated_at'] as const;
const PRODUCT_COLUMNS = ['id', 'site_id', 'disabled', 'status', 'type_id', 'name', 'summary', 'content', 'seo_title', 'seo_keywords', 'seo_description', 'version', 'updated_at'] as const;

/** Writes the waiting records once a statement's worth has gathered (all: whatever waits). */
async function flush(db: Db, tally: Tally, all = false): Promise<void> {
  if (tally.pending.length >= insertChunk(db) || (all && tally.pending.length)) await insertRecordRows(db, tally.pending.splice(0), tally.bulk);
}

/**
 * Unfinished runs of the site nobody runs any more — this task's own earlier attempt (a restart),
 * or a run whose process died — are removed before a run starts.
 */
async function clearUnfinished(db: Db, siteId: number, taskId: number): Promise<void> {
  const rows = await db.selectFrom('seo_score_runs').leftJoin('tasks', 'tasks.id', 'seo_score_runs.task_id')
    .select(['seo_score_runs.id', 'seo_score_runs.task_id', 'tasks.state'])
    .where('seo_score_runs.site_id', '=', siteId).where('seo_score_runs.finished_at', 'is', null).execute();
  const stale = rows.filter((r) => r.task_id === taskId || (r.state !== 'queued' && r.state !== 'running')).map((r) => r.id);
  await deleteRecordRows(db, siteId, stale);
  if (stale.length) await db.deleteFrom('seo_score_runs').where('site_id', '=', siteId).where('id', 'in', stale).execute();
}

/** Runs the whole evaluation of a site under taskId. */
export async function evaluateSite(db: Db, siteId: number, taskId: number, opts: EvaluateOptions): Promise<EvaluateResult> {
  await clearUnfinished(db, siteId, taskId);
  const site = await db.selectFrom('sites').select('site_name').where('id', '=', siteId).executeTakeFirstOrThrow();
  const [params, templates, hosts, live, forbidden, seo, sitemapFiles] = await Promise.all([
    readParams(db, siteId), readTemplates(db, siteId), siteHostsOf(db, siteId), liveIndexOf(db, siteId), forbiddenOf(db, siteId),
    db.selectFrom('site_seo').select(['robots_txt', 'sitemap_generated_at']).where('site_id', '=', siteId).executeTakeFirst(),
    db.selectFrom('seo_sitemap_files').select('id').where('site_id', '=', siteId).where('name', '=', 'sitemap.xml').executeTakeFirst(),
  ]);
  const run = await db.insertInto('seo_score_runs').values({ site_id: siteId, task_id: taskId, account_id: opts.accountId, score: null, level: null, record_count: 0, started_at: opts.now(), finished_at: null })
    .returning('id').executeTakeFirstOrThrow();
  const runId = run.id;
  const tally = new Tally(runId, siteId, opts.bulk);
  const ctx: RunContext = {
    tkd: { siteId, siteName: site.site_name, params, templates }, hosts: new Set(hosts), live, forbidden, tally, titles: new Map(), newest: 0,
  };
  try {
    const categories = await Promise.all((['articleCategory', 'productCategory'] as const).map(async (kind) => ({ kind, rows: await loadRecords(db, siteId, kind) })));
    const categoryNames = new Map(categories[0].rows.map((c) => [c.id, c.name]));
    const productCategoryNames = new Map(categories[1].rows.map((c) => [c.id, c.name]));
    const articleIds = [...live.articles.keys()];
    const productIds = [...live.products.keys()];
    const total = categories[0].rows.length + categories[1].rows.length + articleIds.length + productIds.length;
    let done = 0;
    opts.progress(0, total);

    for (const { kind, rows } of categories) {
      for (const c of rows) checkPage(ctx, { kind, id: c.id, type: 0, title: c.name }, effectiveTkdOf(ctx.tkd, kind, c));
      done += rows.length;
    }

    // By primary key only (a site filter lets the planner scan the site's index instead); the site,
    // the bin and the state are checked on the rows, as the keyword detection reads them.
    // The next batch is read while this one is checked (core/db/idBatches.ts).
    const articleBatches = idBatches(articleIds, BATCH, (ids) => db.selectFrom('articles').select(ARTICLE_COLUMNS).where('id', 'in', ids).execute());
    for await (const batch of articleBatches) {
      opts.signal.throwIfAborted();
      const rows = batch.filter((r) => r.site_id === siteId && r.disabled === 0 && r.status === 1);
      for (const r of rows) {
        const ref: RecordRef = { kind: 'article', id: r.id, type: r.type, title: r.title };
        const own = { title: r.seo_title, keywords: r.seo_keywords, description: r.seo_description };
        checkPage(ctx, ref, effectiveTkdOf(ctx.tkd, 'article', { name: r.title, categoryName: categoryNames.get(r.category_id) ?? '', own }));
        const scan = articleRecord(r);
        checkBody(ctx, ref, r.content, Object.values(scan.fields), scan.fields.body, !THIN_EXEMPT_ARTICLE_TYPES.includes(r.type));
        if (Number(r.updated_at) > ctx.newest) ctx.newest = Number(r.updated_at);
      }
      done += rows.length;
      await flush(db, tally);
      opts.progress(done, total);
      await yieldTurn();
    }
    const productBatches = idBatches(productIds, BATCH, (ids) => db.selectFrom('products').select(PRODUCT_COLUMNS).where('id', 'in', ids).execute());
    for await (const batch of productBatches) {
      opts.signal.throwIfAborted();
      const rows = batch.filter((r) => r.site_id === siteId && r.disabled === 0 && r.status === 1);
      for (const r of rows) {
        const ref: RecordRef = { kind: 'product', id: r.id, type: 0, title: r.name };
        const own = { title: r.seo_title, keywords: r.seo_keywords, description: r.seo_description };
        checkPage(ctx, ref, effectiveTkdOf(ctx.tkd, 'product', { name: r.name, categoryName: productCategoryNames.get(r.type_id) ?? '', own }));
        const scan = productRecord(r);
        checkBody(ctx, ref, r.content, Object.values(scan.fields), scan.fields.body, true);
        if (Number(r.updated_at) > ctx.newest) ctx.newest = Number(r.updated_at);
      }
      done += rows.length;
      await flush(db, tally);
      opts.progress(done, total);
      await yieldTurn();
    }
    opts.signal.throwIfAborted();

    // Duplicates, now that every title is known: each record of a title more than one carries.
    for (const [title, refs] of ctx.titles) {
      if (refs.length < 2) continue;
      for (const ref of refs) tally.hit('titleDuplicate', ref, { title: shortTitle(title), count: refs.length });
      await flush(db, tally);
    }

    // The site's own files: judged once, all or nothing.
    const site0: RecordRef = { kind: 'site', id: 0, type: 0, title: '' };
    tally.applies(['sitemap', 'robots']);
    const generatedAt = seo?.sitemap_generated_at == null || !sitemapFiles ? null : Number(seo.sitemap_generated_at);
    if (generatedAt === null) tally.hit('sitemap', site0, { reason: hosts.length ? 'missing' : 'noDomain', generatedAt: null });
    else if (ctx.newest > generatedAt) tally.hit('sitemap', site0, { reason: 'stale', generatedAt });
    const blocked = robotsBlocksAll(seo?.robots_txt || DEFAULT_ROBOTS_TXT, SECTION_PATHS);
    if (blocked) tally.hit('robots', site0, { crawler: blocked });
    await flush(db, tally, true);
    opts.signal.throwIfAborted();

    const outcome = scoreOf(tally.findings());
    const at = opts.now();
    const previous = (await db.selectFrom('seo_score_runs').select('id').where('site_id', '=', siteId).where('finished_at', 'is not', null).execute()).map((r) => r.id);
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('seo_score_checks').values(tally.findings().map((f) => ({
        run_id: runId, site_id: siteId, check_id: f.check, weight: SCORE_CHECK_DEFS[f.check].weight, affected: f.affected, applicable: f.applicable, deduction: outcome.deductions[f.check],
      }))).execute();
      const updated = await trx.updateTable('seo_score_runs').set({ score: outcome.score, level: outcome.level, record_count: done, finished_at: at })
        .where('id', '=', runId).where('site_id', '=', siteId).executeTakeFirst();
      // Removed meanwhile (a second run of the site took it for a dead one): this run is not the report.
      if (Number(updated.numUpdatedRows) !== 1) throw new Error(`score run ${runId} vanished`);
    });
    opts.committed?.();
    // The report is this run's now: the records of the runs before it go (the history keeps their scores).
    await deleteRecordRows(db, siteId, previous);
    return { runId, score: outcome.score, level: outcome.level, records: done, affected: { ...tally.affected } };
  } catch (err) {
    tally.pending = [];
    // Unless it was stored already: then the report stands and only the cleanup failed.
    const mine = await db.selectFrom('seo_score_runs').select('finished_at').where('id', '=', runId).executeTakeFirst();
    if (mine && mine.finished_at === null) {
      await deleteRecordRows(db, siteId, [runId]);
      await db.deleteFrom('seo_score_runs').where('id', '=', runId).execute();
    }
    throw err;
  }
}

