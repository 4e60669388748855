// Job openings: the title, department, place, salary, education and experience as plain texts (a
// salary such as 面议 or 8000-12000 is text too), the description as HTML. The copy keeps its number
// of openings, whether it is open and its end date.
import type { Selectable } from 'kysely';
import { CONTENT_LIMITS } from '../../../../../shared/domain/content';
import type { Database } from '../../../../core/db/database';
import { clip, orSource, storedLength } from './common';
import type { Copier } from './types';

type Job = Selectable<Database['jobs']>;

const PLAIN = ['title', 'department', 'place', 'salary', 'education', 'experience'] as const;
/** Each text's longest value (content's jobSave schema) and the description's. */
const LIMITS = { title: CONTENT_LIMITS.jobTitle, department: 50, place: 100, salary: 50, education: 20, experience: 20 } as const;
const CONTENT_MAX = 200_000;

export const jobCopier: Copier<Job> = {
  load: (db, siteId, ids) => db.selectFrom('jobs').selectAll().where('site_id', '=', siteId).where('id', 'in', [...ids]).orderBy('id').execute(),
  version: (j) => Number(j.updated_at),
  texts: (j) => ({ plain: PLAIN.map((k) => j[k]), html: [j.content] }),
  async write({ trx, ctx, row: j, texts, copyId, at }) {
    const foreignId = ctx.target.binding.foreignSiteId;
    const [title, department, place, salary, education, experience] = PLAIN.map((k, i) => clip(k === 'title' ? orSource(texts.plain[i], j.title) : texts.plain[i], LIMITS[k]));
    const values = {
      title, department, place, salary, education, experience, content: clip(texts.html[0], CONTENT_MAX),
      number: j.number, enabled: j.enabled, end_date: j.end_date, updated_at: at,
    };
    if (copyId !== undefined) {
      await trx.updateTable('jobs').set(values).where('id', '=', copyId).where('site_id', '=', foreignId).execute();
      return copyId;
    }
    return (await trx.insertInto('jobs').values({ site_id: foreignId, ...values, disabled: 0, created_at: at }).returning('id').executeTakeFirstOrThrow()).id;
  },
  charCount: (db, siteId) => storedLength(db, 'jobs', [...PLAIN, 'content'], siteId, true),
};
