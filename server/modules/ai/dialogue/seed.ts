// Two demonstration dialogues of 系统管理员 (admin) on 示范企业官网 (issue 16 §7), each a few turns
// of fixed, finished answers in markdown. Written on a fresh database, and by ai_002_dialogues to
// a database seeded before (when that site and account are there and have no dialogue yet).
import type { Kysely } from 'kysely';
import type { Database } from '../../../core/db/database';
import { SEED_ACCOUNTS, SITE } from '../../../core/db/seedData';

interface SeedTurn {
  question: string;
  answer: string;
}

export const SEED_DIALOGUES: readonly { title: string; turns: readonly SeedTurn[] }[] = [
  {
    title: '帮我写一段公司简介',
    turns: [
      {
        question: '帮我写一段公司简介，我们是一家做工业自动化设备的企业，成立于2008年。',
        answer: '## 公司简介\n\n我们成立于 **2008 年**，专注于工业自动化设备的研发、生产与服务。\n\n- 核心产品：自动化生产线、智能仓储设备\n- 服务行业：汽车零部件、电子制造、食品包装\n\n我们坚持“品质为本、客户至上”，为客户提供从方案设计到售后维护的一站式服务。',
      },
      {
        question: '再精简一点，控制在50字以内。',
        answer: '我们成立于2008年，专注工业自动化设备的研发与生产，为汽车、电子、食品等行业提供一站式自动化方案。',
      },
    ],
  },
  {
    title: '网站首页标题怎么写利于SEO',
    turns: [
      {
        question: '网站首页标题怎么写利于SEO？',
        answer: '首页标题（title）建议遵循以下几点：\n\n1. **包含核心关键词**，放在靠前的位置；\n2. 长度控制在 **30 个汉字** 以内，避免被搜索结果截断；\n3. 用“品牌名 + 核心业务”的结构，例如：`某某科技 - 工业自动化设备生产厂家`；\n4. 不要堆砌关键词，每个页面的标题应各不相同。',
      },
      {
        question: '给我三个例子。',
        answer: '- 某某科技 - 工业自动化设备研发与生产厂家\n- 某某自动化 | 智能仓储与生产线解决方案\n- 某某科技官网 - 专注工业自动化16年',
      },
    ],
  },
];

export async function seedDialogues(db: Kysely<Database>, now: number): Promise<void> {
  const accountId = SEED_ACCOUNTS.admin.id;
  const site = await db.selectFrom('sites').select('id').where('id', '=', SITE.corporate).executeTakeFirst();
  const account = await db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  if (!site || !account) return;
  const existing = await db.selectFrom('ai_dialogues').select('id').where('site_id', '=', SITE.corporate).limit(1).executeTakeFirst();
  if (existing) return;
  // Older first, a minute between messages, the newest dialogue an hour before now.
  let at = now - 2 * 60 * 60 * 1000;
  for (const d of SEED_DIALOGUES) {
    const created = at;
    const { id } = await db.insertInto('ai_dialogues')
      .values({ site_id: SITE.corporate, account_id: accountId, title: d.title, created_at: created, updated_at: created })
      .returning('id').executeTakeFirstOrThrow();
    for (const turn of d.turns) {
      at += 60_000;
      await db.insertInto('ai_messages').values({ dialogue_id: id, site_id: SITE.corporate, role: 'user', content: turn.question, status: 'done', tokens: 0, error: null, created_at: at, updated_at: at }).execute();
      at += 60_000;
      await db.insertInto('ai_messages').values({ dialogue_id: id, site_id: SITE.corporate, role: 'assistant', content: turn.answer, status: 'done', tokens: 320, error: null, created_at: at, updated_at: at }).execute();
    }
    await db.updateTable('ai_dialogues').set({ updated_at: at }).where('id', '=', id).execute();
    at += 30 * 60 * 1000;
  }
}
