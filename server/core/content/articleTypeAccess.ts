// Each article type has its list's §6 key (ARTICLE_TYPE_INFO): whoever reads or writes an article
// of a type must hold that type's key, whichever module's route does it (content's article routes,
// product's 导入到文章).
import { articleTypeInfo } from '../../../shared/domain/content';
import { MSG } from '../../../shared/domain/messages';
import { ApiError } from '../http/envelope';
import type { AuthState } from '../http/routeDef';

/** Refuses (403, logged as a refused permission) a caller without the article type's §6 key. */
export function requireTypeKey(ctx: { auth: AuthState | null; request: { auditState: unknown } }, type: number): void {
  const info = articleTypeInfo(type);
  if (info && ctx.auth?.grants.has(info.permission)) return;
  ctx.request.auditState = { result: 'refused', code: 403, detail: `缺少权限 ${info?.permission ?? `文章类型 ${type}`}` };
  throw new ApiError(403, MSG.forbidden);
}
