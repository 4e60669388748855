// The writing task form's rule (shared/domain/ai/tasks.ts): what the console shows as the operator
// types and what the server answers, word for word.
import { AI_TASK_MSG, checkTaskForm, taskKeywords, type AiTaskForm } from '../../../shared/domain/ai/tasks';

const form = (over: Partial<AiTaskForm> = {}): AiTaskForm => ({
  name: '秋季新品', keywords: '网站建设\n品牌推广', perKeyword: 2, articleType: 1, categoryId: 3, length: 1000, style: 'professional', seo: false, ...over,
});
const lines = (n: number) => Array.from({ length: n }, (_, i) => `关键词${i + 1}`).join('\n');

describe('taskKeywords', () => {
  it('one a line, trimmed, blank lines dropped, repeats removed, in order', () => {
    expect(taskKeywords('  网站建设 \r\n\n品牌推广\n网站建设\n   \n客户服务')).toEqual(['网站建设', '品牌推广', '客户服务']);
  });
});

describe('checkTaskForm', () => {
  it('accepts a good form', () => {
    expect(checkTaskForm(form())).toBeNull();
    expect(checkTaskForm(form({ keywords: lines(10), perKeyword: 10 }))).toBeNull();
  });

  it('names the field and says what is wrong in Chinese', () => {
    expect(checkTaskForm(form({ name: '  ' }))).toEqual({ field: 'name', message: '请输入任务名称' });
    expect(checkTaskForm(form({ name: '名'.repeat(51) }))).toEqual({ field: 'name', message: '任务名称不能超过50个字符' });
    expect(checkTaskForm(form({ keywords: '\n  \n' }))).toEqual({ field: 'keywords', message: '请输入关键词（每行一个，最多50个）' });
    expect(checkTaskForm(form({ keywords: lines(51), perKeyword: 1 }))).toEqual({ field: 'keywords', message: '关键词最多50个（每行一个）' });
    // 50 lines plus repeats are still 50 keywords.
    expect(checkTaskForm(form({ keywords: `${lines(50)}\n关键词1\n关键词2`, perKeyword: 1 }))).toBeNull();
    expect(checkTaskForm(form({ keywords: '词'.repeat(51) }))?.message).toBe(AI_TASK_MSG.keywordTooLong);
    expect(checkTaskForm(form({ perKeyword: 0 }))?.field).toBe('perKeyword');
    expect(checkTaskForm(form({ perKeyword: 11 }))?.message).toBe('每个关键词生成1–10篇');
    expect(checkTaskForm(form({ keywords: lines(11), perKeyword: 10 }))).toEqual({ field: 'perKeyword', message: '文章总数不能超过100篇' });
    expect(checkTaskForm(form({ articleType: 7 }))?.field).toBe('articleType');
    expect(checkTaskForm(form({ length: 800 as never }))?.field).toBe('length');
    expect(checkTaskForm(form({ style: 'poetic' as never }))?.field).toBe('style');
  });
});
