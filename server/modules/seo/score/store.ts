// Reading a site's score: its switch, its finished runs with their check results (the history), the
// task under way, and the records the latest run found affected — always within the site.
import type { Kysely } from 'kysely';
import {
  SCORE_CHECKS,
  scoreFixPath,
  type ScoreCheckId,
  type ScoreCheckResult,
  type ScoreDetail,
  type ScoreLevel,
  type ScoreRecordKind,
  type ScoreRecordRow,
  type ScoreRun,
} from '../../../../shared/domain/seo/score';
import type { Database } from '../../../core/db/database';
import { siteScoreKind } from './task';
import './tables';

type Db = Kysely<Database>;

export async function scoringEnabled(db: Db, siteId: number): Promise<boolean> {
  const row = await db.selectFrom('seo_score_sites').select('enabled').where('site_id', '=', siteId).executeTakeFirst();
  return row?.enabled === 1;
}

export async function setScoring(db: Db, siteId: number, enabled: boolean, at: number): Promise<void> {
  const value = enabled ? 1 : 0;
  await db.insertInto('seo_score_sites').values({ site_id: siteId, enabled: value, updated_at: at })
    .onConflict((oc) => oc.column('site_id').doUpdateSet({ enabled: value, updated_at: at })).execute();
}

/** The site's evaluation queued or running, if any. */
export async function runningTask(db: Db, siteId: number): Promise<number | null> {
  const row = await db.selectFrom('tasks').select('id')
    .where('site_id', '=', siteId).where('kind', '=', siteScoreKind.kind).where('state', 'in', ['queued', 'running']).orderBy('id', 'desc').executeTakeFirst();
  return row?.id ?? null;
}

type RunRow = { id: number; score: number | null; level: string | null; finished_at: number | null; record_count: number };

/** Finished runs with their check results, in the order given. */
async function withChecks(db: Db, runs: RunRow[]): Promise<ScoreRun[]> {
  if (!runs.length) return [];
  const checks = await db.selectFrom('seo_score_checks').select(['run_id', 'check_id', 'weight', 'affected', 'applicable', 'deduction'])
    .where('run_id', 'in', runs.map((r) => r.id)).execute();
  const order = (c: string) => SCORE_CHECKS.indexOf(c as ScoreCheckId);
  return runs.map((r) => ({
    id: r.id, score: Number(r.score), level: r.level as ScoreLevel, finishedAt: Number(r.finished_at), records: Number(r.record_count),
    checks: checks.filter((c) => c.run_id === r.id).sort((a, b) => order(a.check_id) - order(b.check_id)).map((c): ScoreCheckResult => ({
      check: c.check_id as ScoreCheckId, weight: Number(c.weight), affected: Number(c.affected), applicable: Number(c.applicable), deduction: Number(c.deduction),
    })),
  }));
}

const finishedRuns = (db: Db, siteId: number) => db.selectFrom('seo_score_runs')
  .where('site_id', '=', siteId).where('finished_at', 'is not', null);

export async function latestRun(db: Db, siteId: number): Promise<ScoreRun | null> {
  const row = await finishedRuns(db, siteId).select(['id', 'score', 'level', 'finished_at', 'record_count']).orderBy('id', 'desc').executeTakeFirst();
  return row ? (await withChecks(db, [row]))[0] : null;
}

/** A finished run of the site, or undefined (another site's, or one still running). */
export async function runOf(db: Db, siteId: number, runId: number): Promise<ScoreRun | undefined> {
  const row = await finishedRuns(db, siteId).select(['id', 'score', 'level', 'finished_at', 'record_count']).where('id', '=', runId).executeTakeFirst();
  return row ? (await withChecks(db, [row]))[0] : undefined;
}

export async function history(db: Db, siteId: number, limit: number, offset: number): Promise<{ rows: ScoreRun[]; total: number }> {
  const total = Number((await finishedRuns(db, siteId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await finishedRuns(db, siteId).select(['id', 'score', 'level', 'finished_at', 'record_count']).orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { rows: await withChecks(db, rows), total };
}

/** A page of the records a run found affected by a check (the run's count is their total). */
export async function recordsOf(db: Db, siteId: number, run: ScoreRun, check: ScoreCheckId, limit: number, offset: number): Promise<ScoreRecordRow[]> {
  const rows = await db.selectFrom('seo_score_records').select(['id', 'check_id', 'record_kind', 'record_id', 'record_type', 'title', 'detail'])
    .where('run_id', '=', run.id).where('check_id', '=', check).where('site_id', '=', siteId).orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((r) => ({
    id: r.id, check, kind: r.record_kind as ScoreRecordKind, recordId: r.record_id, title: r.title, detail: JSON.parse(r.detail) as ScoreDetail,
    fixPath: scoreFixPath(check, r.record_kind as ScoreRecordKind, r.record_id, r.record_type, r.title),
  }));
}
