// /previewBox's address check (issue 15 §7): which addresses the console may frame for the active
// site. Filled in by the /previewBox work.
import type { AnyRoute } from '../../core/http/routeDef';

export const previewBoxRoutes: AnyRoute[] = [];
