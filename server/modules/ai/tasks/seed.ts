// The demo site's writing tasks (issue 16 §7): a finished task whose 6 drafts are in 行业动态, and a
// failed one that stopped with 额度不足 after 2 of 5 (its drafts kept, the rest pending). Fixed texts.
import type { Kysely } from 'kysely';
import { AI_MSG } from '../../../../shared/domain/ai/messages';
import { markdownToHtml } from '../../../../shared/domain/ai/markdown';
import { AI_TASK_MSG, type AiTaskForm } from '../../../../shared/domain/ai/tasks';
import { insertArticle } from '../../../core/content/articleWrites';
import type { Database } from '../../../core/db/database';
import { SEED_ACCOUNTS, SITE } from '../../../core/db/seedData';
import type { SeedContext } from '../../../core/modules/defineServerModule';
import { plainText, sanitizeRichText } from '../../../core/services/sanitize';

const DAY = 86_400_000;

interface SeedArticle { keyword: string; title: string; body: string; tokens: number }

export const FINISHED: readonly SeedArticle[] = [
  { keyword: '智能制造', title: '智能制造如何帮助中小企业降本增效', tokens: 1480, body: '## 从一条产线开始\n\n中小企业推进智能制造，不必一步到位。先把一条关键产线的设备数据接入系统，就能看清停机原因和节拍损失。\n\n## 看得见的收益\n\n- 换线时间缩短\n- 不良品提前预警\n- 排产更有依据' },
  { keyword: '智能制造', title: '智能制造落地的三个常见误区', tokens: 1390, body: '## 误区一：先买设备再想需求\n\n设备只是手段，先梳理要解决的问题。\n\n## 误区二：数据只采不用\n\n采集的数据要进入日常管理例会。\n\n## 误区三：忽视人员培训\n\n一线员工是系统的真正使用者。' },
  { keyword: '工业互联网', title: '工业互联网平台选型指南', tokens: 1520, body: '## 明确场景\n\n设备联网、能耗管理还是质量追溯？场景决定平台。\n\n## 关注开放性\n\n平台是否支持常见工业协议、能否与现有 ERP 对接，是选型的关键。' },
  { keyword: '工业互联网', title: '工业互联网让设备运维更主动', tokens: 1310, body: '## 从被动维修到预测维护\n\n通过振动、温度等数据的持续监测，可以在故障发生前安排检修。\n\n## 实施建议\n\n先选故障影响大的设备试点，再逐步推广。' },
  { keyword: '数字化转型', title: '制造企业数字化转型的第一步', tokens: 1450, body: '## 先统一数据口径\n\n物料编码、工艺路线不统一，系统再好也难以发挥作用。\n\n## 小步快跑\n\n每个阶段设定可衡量的目标，用结果推动下一步投入。' },
  { keyword: '数字化转型', title: '数字化转型中的组织与人才', tokens: 1360, body: '## 组织先行\n\n设立跨部门的数字化小组，由业务负责人牵头。\n\n## 培养复合型人才\n\n既懂工艺又懂数据的人才，是转型能否持续的关键。' },
];

export const STOPPED: readonly SeedArticle[] = [
  { keyword: '节能环保', title: '工厂节能改造的五个切入点', tokens: 1410, body: '## 空压系统\n\n空压机往往是工厂的耗电大户，管网泄漏治理见效最快。\n\n## 照明与余热\n\nLED 改造和余热回收投资小、回收期短。' },
  { keyword: '绿色工厂', title: '绿色工厂评价要点解读', tokens: 1330, body: '## 评价维度\n\n绿色工厂评价涵盖基础设施、管理体系、能源资源投入、产品和环境排放等方面。\n\n## 准备建议\n\n提前建立能源计量台账。' },
];

function form(name: string, keywords: string[], categoryId: number): AiTaskForm {
  return { name, keywords: keywords.join('\n'), perKeyword: 2, articleType: 1, categoryId, length: 1000, style: 'professional', seo: true };
}

export async function seedTasks(db: Kysely<Database>, ctx: Pick<SeedContext, 'now'>): Promise<void> {
  const siteId = SITE.corporate;
  const accountId = SEED_ACCOUNTS.admin.id;
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) return;
  const category = await db.selectFrom('categories').select('id').where('site_id', '=', siteId).where('type', '=', 1).where('name', '=', '行业动态').executeTakeFirst();
  const categoryId = category?.id ?? 0;

  const write = async (taskId: number, seq: number, a: SeedArticle, at: number) => {
    const content = sanitizeRichText(markdownToHtml(a.body));
    const draft = await insertArticle(db, siteId, {
      type: 1, category_id: categoryId, title: a.title, summary: [...plainText(content)].slice(0, 150).join(''), content, img: '', author: '', sort: 0, status: 0,
      seo_title: a.title, seo_keywords: a.keyword, seo_description: [...plainText(content)].slice(0, 120).join(''),
      tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    }, accountId, at);
    await db.insertInto('ai_task_items').values({ ai_task_id: taskId, site_id: siteId, keyword: a.keyword, seq, status: 'done', article_id: draft.id, title: a.title, tokens: a.tokens, error: '', attempts: 1 }).execute();
  };

  const doneAt = ctx.now - 2 * DAY;
  const finishedForm = form('制造业行业资讯', ['智能制造', '工业互联网', '数字化转型'], categoryId);
  const { id: finishedId } = await db.insertInto('ai_tasks').values({
    site_id: siteId, account_id: accountId, name: finishedForm.name, form: JSON.stringify(finishedForm), status: 'done', total: 6, done: 6, failed: 0,
    stage: AI_TASK_MSG.finished, error: '', cancel_requested: 0, core_task_id: 0, created_at: doneAt - 600_000, updated_at: doneAt, finished_at: doneAt,
  }).returning('id').executeTakeFirstOrThrow();
  for (const [i, a] of FINISHED.entries()) await write(finishedId, i + 1, a, doneAt - (6 - i) * 60_000);

  const stopAt = ctx.now - DAY;
  const stoppedKeywords = ['节能环保', '绿色工厂', '碳排放管理', '清洁能源', '循环经济'];
  const stoppedForm: AiTaskForm = { ...form('节能环保专题', stoppedKeywords, categoryId), perKeyword: 1 };
  const { id: stoppedId } = await db.insertInto('ai_tasks').values({
    site_id: siteId, account_id: accountId, name: stoppedForm.name, form: JSON.stringify(stoppedForm),
    status: 'failed', total: 5, done: 2, failed: 0, stage: AI_MSG.quotaStopped, error: AI_MSG.quotaStopped, cancel_requested: 0, core_task_id: 0,
    created_at: stopAt - 300_000, updated_at: stopAt, finished_at: stopAt,
  }).returning('id').executeTakeFirstOrThrow();
  for (const [i, a] of STOPPED.entries()) await write(stoppedId, i + 1, a, stopAt - (2 - i) * 60_000);
  await db.insertInto('ai_task_items').values(stoppedKeywords.slice(2).map((keyword, i) => ({
    ai_task_id: stoppedId, site_id: siteId, keyword, seq: i + 3, status: 'pending', article_id: 0, title: '', tokens: 0, error: '', attempts: 0,
  }))).execute();
}
