// 翻译克隆 (issue 17 item 6, §4): no tables of its own — the clone writes content, sync rows and a
// binding (site_bindings, language_syncs) and a started run is a core task.
import type { ModulePart } from '../../../core/modules/modulePart';
import { cloneKind } from './kind';
import { cloneRoutes } from './routes';

export const clonePart: ModulePart = {
  tables: [],
  routes: cloneRoutes,
  tasks: [cloneKind],
};
