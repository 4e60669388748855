// What the command palette offers, as plain data: the pages this user may open (the menu's own
// filtered routes), the plugins' actions the same permission rule allows, and a ranking of both
// against what was typed. Record hits come from the plugins' sources (CommandPalette asks them).
import type { CommandContribution, Compiled, CompiledRoute } from '../../plugin/types';
import type { Guarded } from '../../plugin/filterRoutes';

export type PaletteGroup = 'pages' | 'actions' | 'records';

export interface PaletteItem {
  id: string;
  group: PaletteGroup;
  title: string;
  path: string;
  /** Where it sits (the menu group) or what it is (新闻资讯). */
  hint?: string;
  /** Lower-cased text the query is matched against. */
  haystack: string;
}

type Translate = (key: string) => string;

/** Pages of the (already permission-filtered) routes that the menu could show, with their group. */
export function pageItems(flat: readonly CompiledRoute[], t: Translate): PaletteItem[] {
  const byPath = new Map(flat.map((r) => [r.fullPath, r]));
  return flat
    .filter((r) => r.page && !r.hidden && !r.fullPath.includes(':'))
    .map((r) => {
      const parent = r.parentPath ? byPath.get(r.parentPath) : undefined;
      const title = r.title ? t(r.title) : r.fullPath;
      const group = parent?.title ? t(parent.title) : undefined;
      const hint = group && group !== title ? group : undefined;
      return { id: `page:${r.fullPath}`, group: 'pages' as const, title, path: r.fullPath, hint, haystack: `${title} ${hint ?? ''} ${r.fullPath}`.toLowerCase() };
    });
}

/** The plugins' actions this user may run here, by the menu's permission rule. */
export function actionItems(commands: readonly Compiled<CommandContribution>[], allows: (item: Guarded) => boolean, t: Translate): PaletteItem[] {
  return commands
    .filter((c) => allows(c))
    .map((c) => {
      const title = t(c.title);
      return { id: `action:${c.pluginId}:${c.id}`, group: 'actions' as const, title, path: c.path, haystack: `${title} ${c.keywords ?? ''}`.toLowerCase() };
    });
}

/** Items matching every word typed, best first: title starts with it, then contains it, then elsewhere. */
export function rank(items: readonly PaletteItem[], query: string): PaletteItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const scored: { item: PaletteItem; score: number }[] = [];
  for (const item of items) {
    if (!words.every((w) => item.haystack.includes(w))) continue;
    const title = item.title.toLowerCase();
    const score = title.startsWith(words[0]) ? 0 : title.includes(words[0]) ? 1 : 2;
    scored.push({ item, score });
  }
  return scored.sort((a, b) => a.score - b.score || a.item.title.length - b.item.title.length).map((s) => s.item);
}

