// The clone's writes in one transaction: copy.ts opens a transaction per call (db.transaction()),
// so it is given the clone's own transaction with transaction() answering that same transaction —
// categories, articles, a new foreign site and its binding commit together or not at all.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../core/db/database';

export function sameTransaction(trx: Transaction<Database>): Kysely<Database> {
  const nested = { execute: <T>(fn: (t: Transaction<Database>) => Promise<T>) => fn(trx) };
  return new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => nested;
      const value = Reflect.get(target, prop, target);
      // Kysely keeps its state in private fields: methods must run on the real object.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  }) as Kysely<Database>;
}
