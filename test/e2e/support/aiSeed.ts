// Deletes the AI assistant's demo drafts for good (回收站, then 彻底删除) through the API, for tests
// about content's own seeded drafts.
import { SITE } from '../../../server/core/db/seedData';
import { AI_SEED_DRAFTS } from '../../server/support/aiSeed';
import type { Stack } from './stack';

export async function destroyAiSeedDrafts(stack: Stack): Promise<void> {
  const rows = await stack.built.db.selectFrom('articles').select('id').where('site_id', '=', SITE.corporate).where('title', 'in', [...AI_SEED_DRAFTS]).execute();
  const login = await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const ids = rows.map((r) => r.id).join(',');
  for (const path of ['article/remove', 'article/destroy']) {
    const answer = (await (await fetch(`${stack.baseUrl}/api/app/site-admin-api/admin_cms/${path}?ids=${ids}`, { headers: { 'x-token': token } })).json()) as { code: number; message: string };
    if (answer.code !== 200) throw new Error(`${path}: ${answer.message}`);
  }
}
