// admin/decoration get/save/linkTargets/preview and the public stylesheet and preview pages
// (issue 15 §6). Filled in by the server-module work.
import type { AnyRoute } from '../../core/http/routeDef';

export const decorationRoutes: AnyRoute[] = [];
