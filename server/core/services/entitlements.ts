// Service entitlements (ProductRecordID): what a company has bought and not yet used on a site.
import type { Kysely } from 'kysely';
import type { Entitlement } from '../../../shared/domain/api/types';
import type { Database } from '../db/database';

/** The company's entitlements not yet used by a site, optionally of one service. */
export async function unusedEntitlements(db: Kysely<Database>, companyId: number, serviceCode?: 'pc' | 'en'): Promise<Entitlement[]> {
  let q = db.selectFrom('entitlements').selectAll().where('company_id', '=', companyId).where('site_id', 'is', null);
  if (serviceCode) q = q.where('service_code', '=', serviceCode);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({ ProductRecordID: r.id, serviceCode: r.service_code, name: r.name }));
}
