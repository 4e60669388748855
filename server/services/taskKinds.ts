// The production task kinds (server/core/tasks): every kind a feature declares, listed once here as
// the routes are in routes/index.ts. Tests add their own through buildApp's extraTaskKinds.
import type { TaskKind } from '../core/tasks/kind';
import { messageExportKind } from './messageExportTask';
import { sitemapKind } from './sitemap';

export const TASK_KINDS: readonly TaskKind[] = [messageExportKind, sitemapKind];
