// Conventions of the server tests themselves. A database refusal is read with the product's own
// test (isUniqueViolation), never with `expect(query.execute()).rejects.toThrow()`: better-sqlite3
// makes its errors with the Error of the first test file of a jest worker that loaded it, which a
// later file's expect does not take for an Error — it then reports "did not throw" (two CI runs
// failed so, depending on which file a worker ran first).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DIR = path.resolve(__dirname);
const REJECTED_QUERY = /\.execute(?:TakeFirst(?:OrThrow)?)?\(\)\s*\)\s*\.rejects/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(path.join(dir, e.name)) : /\.test\.ts$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

const offenders = (files: string[]) => files.filter((f) => REJECTED_QUERY.test(fs.readFileSync(f, 'utf8').replace(/\s+/g, ' ')));

it('no server test expects a query to reject (rejects.toThrow misreads SQLite errors across test files)', () => {
  expect(offenders(testFiles(DIR).filter((f) => f !== __filename)).map((f) => path.relative(DIR, f))).toEqual([]);
});

it('the rule finds one', () => {
  const probe = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'conventions-')), 'probe.test.ts');
  fs.writeFileSync(probe, "await expect(db.insertInto('t').values({}).execute()).rejects.toThrow();\n");
  try {
    expect(offenders([probe])).toEqual([probe]);
  } finally {
    fs.rmSync(probe);
  }
});
