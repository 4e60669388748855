// The site's exception pages: its own rows, else the defaults (shared/domain SITE_PAGE_DEFAULTS).
import type { Kysely } from 'kysely';
import { SITE_PAGE_DEFAULTS, SITE_PAGE_KINDS, type SiteExceptionPage, type SitePageKind } from '../../../../shared/domain/settings/site';
import type { Database } from '../../../core/db/database';

export async function readPages(db: Kysely<Database>, siteId: number): Promise<SiteExceptionPage[]> {
  const rows = await db.selectFrom('settings_site_pages').selectAll().where('site_id', '=', siteId).execute();
  return SITE_PAGE_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return { kind, ...SITE_PAGE_DEFAULTS[kind] };
    return {
      kind, title: row.title, text: row.text, image: row.image, showHomeButton: Boolean(row.show_home_button),
      buttonText: row.button_text, autoReturnSeconds: Number(row.auto_return_seconds),
    };
  });
}

export async function writePage(db: Kysely<Database>, siteId: number, page: SiteExceptionPage, now: number): Promise<void> {
  const values = {
    title: page.title, text: page.text, image: page.image, show_home_button: page.showHomeButton ? 1 : 0,
    button_text: page.buttonText, auto_return_seconds: page.autoReturnSeconds, updated_at: now,
  };
  await db.insertInto('settings_site_pages').values({ site_id: siteId, kind: page.kind as SitePageKind, ...values })
    .onConflict((oc) => oc.columns(['site_id', 'kind']).doUpdateSet(values)).execute();
}
