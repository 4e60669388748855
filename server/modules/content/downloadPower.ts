// A download article's 下载权限 (§3 download power: all, member; issue 13 §4): written with the save
// that carries it, for type 4 only; a save without it leaves the article's as it is.
import type { Kysely } from 'kysely';
import type { ArticleSaveRequest } from '../../../shared/domain/api/content';
import type { Database } from '../../core/db/database';

export async function writeDownloadPower(db: Kysely<Database>, articleId: number, body: ArticleSaveRequest): Promise<void> {
  if (body.type !== 4 || (body.download_power === undefined && body.download_min_level === undefined)) return;
  await db.updateTable('articles').set({
    ...(body.download_power !== undefined && { download_power: body.download_power }),
    // A level means something only for 仅会员: 所有人 keeps 0.
    ...(body.download_min_level !== undefined && { download_min_level: body.download_power === 'all' ? 0 : body.download_min_level }),
  }).where('id', '=', articleId).execute();
}
