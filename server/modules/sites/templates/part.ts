// The sites module's templates area (issue 17 §2–3): the template catalogue and its filters, building
// a new site from a template (a task), the finish page's preview pictures, 我的服务, and changing a
// site's template (Chinese, mobile and foreign) with its history. See ../index.ts.
import type { ModulePart } from '../../../core/modules/modulePart';

export const templatesPart: ModulePart = {
  tables: [],
  routes: [],
};
