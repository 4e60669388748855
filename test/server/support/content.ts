// Helpers for the content tests: accounts holding chosen §6 keys, a complete article save request,
// and the stored rows.
import type { ArticleSaveRequest } from '../../../shared/domain/api/content';
import { hashPassword } from '../../../server/core/services/passwords';
import { TEST_HASHING, type Harness } from './harness';

let accounts = 0;

/** A new account of company 1 (sites 1001–1007) holding exactly these keys; returns its token. */
export async function tokenWith(h: Harness, keys: readonly string[], nickName = '受限编辑'): Promise<string> {
  accounts += 1;
  const loginName = `content_${process.pid}_${accounts}`;
  await h.built.db.insertInto('accounts').values({
    company_id: 1, login_name: loginName, password_hash: await hashPassword('Editor@2026', TEST_HASHING), nick_name: nickName, avatar_url: '',
    login_biz_type: 'customer', is_competition: 0, is_demo: 0, is_dcl: 0, sequence: '', permissions: JSON.stringify(keys),
    last_login_at: null, last_site_id: null, created_at: Date.now(),
  }).execute();
  return h.login({ loginName, password: 'Editor@2026' });
}

export function articleBody(over: Partial<ArticleSaveRequest> = {}): ArticleSaveRequest {
  return {
    type: 1, category_id: 0, title: '测试文章', summary: '摘要', content: '<p>正文</p>', img: '', author: '作者', sort: 0, status: 1,
    seo_title: '', seo_keywords: '', seo_description: '', tag_ids: [], attachment_url: '', attachment_name: '', video_url: '',
    ...over,
  };
}

export async function saveArticle(h: Harness, token: string, over: Partial<ArticleSaveRequest> = {}) {
  return h.call('articleSave', { token, body: articleBody(over) });
}

/** Saves and returns { id, version }, failing loudly otherwise. */
export async function createArticle(h: Harness, token: string, over: Partial<ArticleSaveRequest> = {}): Promise<{ id: number; version: number }> {
  const res = await saveArticle(h, token, over);
  if (res.statusCode !== 200) throw new Error(`保存失败 ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function storedArticle(h: Harness, id: number) {
  return h.built.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function revisionsOf(h: Harness, articleId: number) {
  return h.built.db.selectFrom('article_revisions').selectAll().where('article_id', '=', articleId).orderBy('id').execute();
}
