// Recruitment (§7: admin/job, admin/resume) of the active site, behind the job_list key: job
// openings (their description sanitised like an article), their recycle bin, and the resumes sent
// for them. Another site's job or resume does not exist (404, nothing changes).
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Job, JobSaveRequest, ResumeColumn, ResumeDetail, ResumeRow } from '../../../shared/domain/api/content';
import type { ListData } from '../../../shared/domain/api/envelope';
import { CONTENT_LIMITS } from '../../../shared/domain/content';
import type { Database } from '../../core/db/database';
import type { JobsTable } from './tables';
import { RESUME_COLUMNS } from './seedLibrary';
import { ApiError } from '../../core/http/envelope';
import { route, type AnyRoute } from '../../core/http/routeDef';
import { bool, EMPTY, id, int, obj, str } from '../../core/http/schemas';
import { CONTENT_ERR, siteNotFound } from './articles';
import { foldedContains } from '../../core/db/fold';
import { sanitizeRichText } from '../../core/services/sanitize';
import { PAGE_QUERY, paging } from '../../core/http/paging';
import { activeSite } from '../../core/services/siteScope';
import { recycleRoutes } from '../../core/recycle/recycleRoutes';
import { ID_LIST, parseIds } from './common';

type JobDbRow = Selectable<JobsTable>;
const JOB_KEY = 'job_list';
/** Longest job description (HTML, after sanitising). */
export const JOB_CONTENT_MAX = 200_000;

export const JOB_ERR = {
  titleRequired: '请输入职位名称',
  titleTooLong: `职位名称不能超过${CONTENT_LIMITS.jobTitle}个字符`,
  endDateInvalid: '截止日期无效，请使用 YYYY-MM-DD 格式',
  contentTooLong: `职位描述不能超过${JOB_CONTENT_MAX}个字符`,
} as const;

/** jobDefaults: what a new opening starts with. */
export const JOB_DEFAULTS: Job = {
  id: 0, title: '', department: '', place: '', number: 1, salary: '面议', education: '不限', experience: '不限', content: '',
  enabled: true, end_date: '', resume_count: 0, created_at: 0, updated_at: 0,
};

const oneLine = (s: string | undefined) => (s ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

function validDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function toJob(r: JobDbRow, resumeCount: number): Job {
  return {
    id: r.id, title: r.title, department: r.department, place: r.place, number: r.number, salary: r.salary, education: r.education,
    experience: r.experience, content: r.content, enabled: r.enabled === 1, end_date: r.end_date, resume_count: resumeCount,
    created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  };
}

async function resumeCounts(db: Kysely<Database>, jobIds: number[]): Promise<Map<number, number>> {
  if (!jobIds.length) return new Map();
  const rows = await db.selectFrom('resumes').select(['job_id', (eb) => eb.fn.countAll<number>().as('n')]).where('job_id', 'in', jobIds).groupBy('job_id').execute();
  return new Map(rows.map((r) => [r.job_id, Number(r.n)]));
}

async function jobOf(db: Kysely<Database>, siteId: number, jobId: number): Promise<JobDbRow> {
  const row = await db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('site_id', '=', siteId).executeTakeFirst();
  if (!row) throw siteNotFound();
  return row;
}

async function jobPage(db: Kysely<Database>, siteId: number, disabled: 0 | 1, q: { page?: number; rows?: number; keyword?: string; enabled?: boolean }): Promise<ListData<Job>> {
  let base = db.selectFrom('jobs').where('site_id', '=', siteId).where('disabled', '=', disabled);
  if (q.enabled !== undefined) base = base.where('enabled', '=', q.enabled ? 1 : 0);
  const keyword = q.keyword?.trim();
  if (keyword) base = base.where(foldedContains('title', keyword));
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const { limit, offset } = paging(q);
  const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  const counts = await resumeCounts(db, rows.map((r) => r.id));
  return { rows: rows.map((r) => toJob(r, counts.get(r.id) ?? 0)), total };
}


function fieldsOf(text: string): Record<string, string> {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export const jobRoutes: AnyRoute[] = [
  route<{ page?: number; rows?: number; keyword?: string; enabled?: boolean }, undefined, ListData<Job>>('jobList', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100), enabled: bool() }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return jobPage(ctx.deps.db, site.id, 0, ctx.query);
    },
  }),

  route<Record<string, never>, { page?: number; rows?: number; keyword?: string }, ListData<Job>>('jobRecycle', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ ...PAGE_QUERY, keyword: str(100) }) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      return jobPage(ctx.deps.db, site.id, 1, ctx.body);
    },
  }),

  route<Record<string, never>, undefined, Job>('jobDefaults', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    handler() {
      return JOB_DEFAULTS;
    },
  }),

  route<Record<string, never>, JobSaveRequest, { id: number }>('jobSave', {
    access: { permission: JOB_KEY },
    mutates: true,
    schema: {
      querystring: EMPTY,
      body: obj({
        id: id(), title: str(1000), department: str(50), place: str(100), number: int(0, 9999), salary: str(50), education: str(20),
        experience: str(20), content: str(JOB_CONTENT_MAX), enabled: bool(), end_date: str(10, { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }),
      }, ['title']),
    },
    async handler(ctx) {
      const { db, now } = ctx.deps;
      const site = await activeSite(ctx);
      const b = ctx.body;
      const title = oneLine(b.title);
      if (!title) throw new ApiError(400, JOB_ERR.titleRequired);
      if ([...title].length > CONTENT_LIMITS.jobTitle) throw new ApiError(400, JOB_ERR.titleTooLong);
      const endDate = b.end_date ?? '';
      if (endDate && !validDate(endDate)) throw new ApiError(400, JOB_ERR.endDateInvalid);
      const content = sanitizeRichText(b.content ?? '');
      if (content.length > JOB_CONTENT_MAX) throw new ApiError(400, JOB_ERR.contentTooLong);
      const values = {
        title, department: oneLine(b.department), place: oneLine(b.place), number: b.number ?? JOB_DEFAULTS.number,
        salary: oneLine(b.salary), education: oneLine(b.education), experience: oneLine(b.experience), content,
        enabled: b.enabled === false ? 0 : 1, end_date: endDate,
      };
      const at = now();
      if (b.id === undefined) {
        const { id: newId } = await db.insertInto('jobs').values({ site_id: site.id, ...values, disabled: 0, created_at: at, updated_at: at })
          .returning('id').executeTakeFirstOrThrow();
        ctx.note({ detail: `新增职位「${title}」（${newId}）` });
        return { id: newId };
      }
      const jobId = b.id;
      return db.transaction().execute(async (trx) => {
        await jobOf(trx, site.id, jobId);
        await trx.updateTable('jobs').set({ ...values, updated_at: at }).where('id', '=', jobId).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `修改职位「${title}」（${jobId}）` });
        return { id: jobId };
      });
    },
  }),

  ...recycleRoutes({
    table: 'jobs', access: { permission: JOB_KEY }, noun: '职位', unit: '个',
    routes: { remove: { name: 'jobRemove', ids: 'body' }, restore: { name: 'jobRestore', ids: 'body' }, destroy: { name: 'jobDestroy', ids: 'body' } },
    // A destroyed opening takes its resumes with it.
    async onDestroy(trx, siteId, ids) {
      const resumes = Number((await trx.deleteFrom('resumes').where('site_id', '=', siteId).where('job_id', 'in', ids).executeTakeFirst()).numDeletedRows);
      return { answer: { resumes }, note: `（简历 ${resumes} 份）` };
    },
  }),

  route<Record<string, never>, { id: number }, Job>('jobDetail', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: EMPTY, body: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const row = await jobOf(ctx.deps.db, site.id, ctx.body.id);
      return toJob(row, (await resumeCounts(ctx.deps.db, [row.id])).get(row.id) ?? 0);
    },
  }),

  route<{ id: number; enabled: boolean }, undefined, null>('jobEnable', {
    access: { permission: JOB_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id(), enabled: bool() }, ['id', 'enabled']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { id: jobId, enabled } = ctx.query;
      return ctx.deps.db.transaction().execute(async (trx) => {
        const job = await jobOf(trx, site.id, jobId);
        await trx.updateTable('jobs').set({ enabled: enabled ? 1 : 0, updated_at: ctx.deps.now() }).where('id', '=', jobId).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `${enabled ? '开启' : '停止'}招聘「${job.title}」（${jobId}）` });
        return null;
      });
    },
  }),

  // --- resumes -----------------------------------------------------------------------------------
  route<Record<string, never>, undefined, ResumeColumn[]>('resumeColumns', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: EMPTY },
    handler() {
      return [...RESUME_COLUMNS];
    },
  }),

  route<{ page?: number; rows?: number; keyword?: string; job_id?: number; dealt?: boolean }, undefined, ListData<ResumeRow>>('resumeList', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: obj({ ...PAGE_QUERY, keyword: str(100), job_id: id(), dealt: bool() }) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const q = ctx.query;
      if (q.job_id !== undefined) await jobOf(db, site.id, q.job_id);
      let base = db.selectFrom('resumes').where('resumes.site_id', '=', site.id);
      if (q.job_id !== undefined) base = base.where('resumes.job_id', '=', q.job_id);
      if (q.dealt !== undefined) base = base.where('resumes.dealt', '=', q.dealt ? 1 : 0);
      const keyword = q.keyword?.trim();
      if (keyword) {
        base = base.where((eb) => eb.or([foldedContains('resumes.name', keyword), foldedContains('resumes.phone', keyword), foldedContains('resumes.email', keyword)]));
      }
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      const { limit, offset } = paging(q);
      const rows = await base.leftJoin('jobs', 'jobs.id', 'resumes.job_id')
        .select(['resumes.id', 'resumes.job_id', 'resumes.name', 'resumes.phone', 'resumes.email', 'resumes.dealt', 'resumes.created_at', 'jobs.title as job_title'])
        .orderBy('resumes.created_at', 'desc').orderBy('resumes.id', 'desc').limit(limit).offset(offset).execute();
      return {
        rows: rows.map((r) => ({
          id: r.id, job_id: r.job_id, job_title: r.job_title ?? '', name: r.name, phone: r.phone, email: r.email, dealt: r.dealt === 1, created_at: Number(r.created_at),
        })),
        total,
      };
    },
  }),

  route<{ ids: string }, undefined, { removed: number }>('resumeRemove', {
    access: { permission: JOB_KEY },
    mutates: true,
    schema: { querystring: obj({ ids: ID_LIST }, ['ids']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const ids = parseIds(ctx.query.ids);
      return ctx.deps.db.transaction().execute(async (trx) => {
        const rows = await trx.selectFrom('resumes').select(['id', 'name']).where('site_id', '=', site.id).where('id', 'in', ids).execute();
        if (rows.length !== ids.length) throw siteNotFound();
        await trx.deleteFrom('resumes').where('site_id', '=', site.id).where('id', 'in', ids).execute();
        ctx.note({ detail: `删除简历 ${rows.length} 份：${rows.map((r) => r.name).join('、').slice(0, 120)}` });
        return { removed: rows.length };
      });
    },
  }),

  route<{ id: number }, undefined, ResumeDetail>('resumeDetail', {
    access: { permission: JOB_KEY },
    mutates: false,
    schema: { querystring: obj({ id: id() }, ['id']) },
    async handler(ctx) {
      const { db } = ctx.deps;
      const site = await activeSite(ctx);
      const r = await db.selectFrom('resumes').leftJoin('jobs', 'jobs.id', 'resumes.job_id')
        .select(['resumes.id', 'resumes.job_id', 'resumes.name', 'resumes.phone', 'resumes.email', 'resumes.dealt', 'resumes.created_at', 'resumes.fields', 'jobs.title as job_title'])
        .where('resumes.id', '=', ctx.query.id).where('resumes.site_id', '=', site.id).executeTakeFirst();
      if (!r) throw siteNotFound();
      const extra = fieldsOf(r.fields);
      const own: Record<string, string> = { name: r.name, phone: r.phone, email: r.email };
      return {
        id: r.id, job_id: r.job_id, job_title: r.job_title ?? '', name: r.name, phone: r.phone, email: r.email, dealt: r.dealt === 1,
        created_at: Number(r.created_at),
        fields: RESUME_COLUMNS.map((c) => ({ name: c.name, title: c.title, value: String(own[c.name] ?? extra[c.name] ?? '') })),
      };
    },
  }),

  route<{ id: number; dealt: boolean }, undefined, null>('resumeDeal', {
    access: { permission: JOB_KEY },
    mutates: true,
    schema: { querystring: obj({ id: id(), dealt: bool() }, ['id', 'dealt']) },
    async handler(ctx) {
      const site = await activeSite(ctx);
      const { id: resumeId, dealt } = ctx.query;
      return ctx.deps.db.transaction().execute(async (trx) => {
        const r = await trx.selectFrom('resumes').select(['id', 'name']).where('id', '=', resumeId).where('site_id', '=', site.id).executeTakeFirst();
        if (!r) throw siteNotFound();
        await trx.updateTable('resumes').set({ dealt: dealt ? 1 : 0 }).where('id', '=', resumeId).where('site_id', '=', site.id).execute();
        ctx.note({ detail: `简历「${r.name}」（${resumeId}）标记为${dealt ? '已处理' : '未处理'}` });
        return null;
      });
    },
  }),
];
