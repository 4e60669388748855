// Product capture's table: what became of each address of a capture task, written as the task
// reaches it, so the capture page shows every outcome while the task runs and after a reload.
import type { Generated } from 'kysely';

/** One address of a capture task (product.capture) and its outcome; removed with its task. */
export interface ProductCaptureResultsTable {
  id: Generated<number>;
  /** tasks.id (cascade: a task pruned takes its results). */
  task_id: number;
  site_id: number;
  /** The address's place in the task's list, from 0. */
  position: number;
  url: string;
  /** 'ok' or 'failed'. */
  state: string;
  /** The product saved from it, or 0. */
  product_id: number;
  name: string;
  message: string;
  /** Pictures filed into the image library, and those skipped. */
  images: number;
  images_skipped: number;
  created_at: number;
}

declare module '../../../core/db/database' {
  interface Database {
    product_capture_results: ProductCaptureResultsTable;
  }
}

export const CAPTURE_TABLES = ['product_capture_results'] as const;
