// What every spreadsheet the server writes or reads shares (the form-message export, the product
// export and import): ExcelJS loaded on first use, the formula neutralisation of DESIGN §4, and the
// pacing of a streamed workbook so an export of any size holds about one batch in memory.
import type { Writable } from 'node:stream';

export type ExcelJs = typeof import('exceljs');

let loading: Promise<ExcelJs> | null = null;

/** ExcelJS, loaded once on first use: the library costs ~0.5 s to load and most starts never need it. */
export function loadExcelJs(): Promise<ExcelJs> {
  loading ??= import('exceljs').then((loaded) =>
    // CommonJS module: its exports are the namespace under ts-jest, and under `default` with esbuild.
    (loaded.stream ? loaded : (loaded as unknown as { default: ExcelJs }).default));
  return loading;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will never run as a formula: one starting with = + - @ tab or CR gets a leading '. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Uncompressed sheet XML waiting for the zip, past which a streamed workbook pauses. */
const MAX_BACKLOG = 1024 * 1024;

/**
 * How much sheet XML ExcelJS has written that the zip has not compressed yet. ExcelJS's sheet
 * stream does not apply backpressure itself (it writes into the PassThrough archiver puts in front
 * of each entry, whatever its state), so the writer watches that PassThrough. Should the internals
 * ever differ, this reads 0 and only the destination's own backpressure paces the writer.
 */
function backlogOf(sheet: unknown): number {
  const entry = (sheet as { stream?: { pipes?: { readableLength?: number; writableLength?: number }[] } }).stream?.pipes?.[0];
  return entry ? (entry.readableLength ?? 0) + (entry.writableLength ?? 0) : 0;
}

/**
 * Between batches of a streamed workbook: let the zip compress and the destination take what was
 * written (database reads can resolve without the event loop turning, so this is where the I/O gets
 * its turn), and wait while the destination is slower than the writer.
 */
export async function settleSheet(out: Writable, sheet: unknown): Promise<void> {
  do {
    if (out.destroyed) return;
    if (out.writableNeedDrain) await waitForDrain(out);
    else await new Promise((resolve) => setImmediate(resolve));
  } while (backlogOf(sheet) > MAX_BACKLOG);
}

function waitForDrain(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
