// Reading and writing a site's widgets (site_widgets). A site without a row has the defaults,
// switched off; a stored config missing a field (an older row) gets that field's default.
import type { Kysely } from 'kysely';
import { WIDGET_DEFAULTS, WIDGET_KINDS, type WidgetConfigs, type WidgetKind, type WidgetSettings } from '../../../../shared/domain/settings/widgets';
import type { Database } from '../../../core/db/database';

export interface StoredWidget<K extends WidgetKind> {
  settings: WidgetSettings<K>;
  updatedAt: number;
}

function parseConfig<K extends WidgetKind>(kind: K, text: string | undefined): WidgetConfigs[K] {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // A row written by hand and broken: the defaults, until the next save rewrites it.
  }
  const defaults = WIDGET_DEFAULTS[kind] as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(defaults).map((k) => [k, k in stored ? stored[k] : defaults[k]])) as unknown as WidgetConfigs[K];
}

/** The config part of a widget's settings (everything but the switch). */
export function configOf<K extends WidgetKind>(kind: K, settings: WidgetSettings<K>): WidgetConfigs[K] {
  const fields = Object.keys(WIDGET_DEFAULTS[kind]);
  return Object.fromEntries(fields.map((f) => [f, (settings as unknown as Record<string, unknown>)[f]])) as unknown as WidgetConfigs[K];
}

export async function readWidget<K extends WidgetKind>(db: Kysely<Database>, siteId: number, kind: K): Promise<StoredWidget<K>> {
  const row = await db.selectFrom('site_widgets').select(['enabled', 'config', 'updated_at'])
    .where('site_id', '=', siteId).where('kind', '=', kind).executeTakeFirst();
  return {
    settings: { enabled: row?.enabled === 1, ...parseConfig(kind, row?.config) } as WidgetSettings<K>,
    updatedAt: row ? Number(row.updated_at) : 0,
  };
}

/** Every widget of the site that is switched on, with its config. */
export async function enabledWidgets(db: Kysely<Database>, siteId: number): Promise<{ kind: WidgetKind; config: WidgetConfigs[WidgetKind] }[]> {
  const rows = await db.selectFrom('site_widgets').select(['kind', 'config'])
    .where('site_id', '=', siteId).where('enabled', '=', 1).execute();
  return rows
    .filter((r): r is typeof r & { kind: WidgetKind } => (WIDGET_KINDS as readonly string[]).includes(r.kind))
    .map((r) => ({ kind: r.kind, config: parseConfig(r.kind, r.config) }));
}

export async function writeWidget<K extends WidgetKind>(db: Kysely<Database>, siteId: number, kind: K, settings: WidgetSettings<K>, now: number): Promise<void> {
  const values = { enabled: settings.enabled ? 1 : 0, config: JSON.stringify(configOf(kind, settings)), updated_at: now };
  await db.insertInto('site_widgets').values({ site_id: siteId, kind, ...values })
    .onConflict((oc) => oc.columns(['site_id', 'kind']).doUpdateSet(values)).execute();
}

/** Only the switch (the app centre's): the config stays as saved, or the defaults for a new row. */
export async function writeWidgetEnabled(db: Kysely<Database>, siteId: number, kind: WidgetKind, enabled: boolean, now: number): Promise<void> {
  await db.insertInto('site_widgets').values({ site_id: siteId, kind, enabled: enabled ? 1 : 0, config: JSON.stringify(WIDGET_DEFAULTS[kind]), updated_at: now })
    .onConflict((oc) => oc.columns(['site_id', 'kind']).doUpdateSet({ enabled: enabled ? 1 : 0, updated_at: now })).execute();
}
