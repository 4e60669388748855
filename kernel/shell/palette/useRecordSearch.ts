// Asks every record source the user may use for titles matching the query (the most recently
// updated when it is empty), 200 ms after the last keystroke; a newer query cancels the older one.
// A source that fails is named, the others still answer.
import { useEffect, useState } from 'react';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import type { PaletteItem } from './paletteModel';

const DEBOUNCE_MS = 200;
const PER_SOURCE = 5;

export interface RecordResults {
  hits: PaletteItem[];
  loading: boolean;
  /** Group titles (i18n keys) of sources that could not answer. */
  failed: string[];
}

export function useRecordSearch(open: boolean, query: string): RecordResults {
  const plugins = useService(TOKENS.plugins);
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const http = useService(TOKENS.http);
  const i18n = useService(TOKENS.i18n);
  const [results, setResults] = useState<RecordResults>({ hits: [], loading: false, failed: [] });

  useEffect(() => {
    if (!open) return undefined;
    const sources = plugins.recordSources.filter((s) => permission.allows(s, site.siteType));
    if (sources.length === 0) return undefined;
    const controller = new AbortController();
    setResults((r) => ({ ...r, loading: true }));
    const timer = setTimeout(async () => {
      const context = { http, siteType: site.siteType, allows: (key: string) => permission.has(key), signal: controller.signal };
      const answers = await Promise.allSettled(sources.map(async (source) => (await source.load()).default(query.trim(), context)));
      if (controller.signal.aborted) return;
      const hits: PaletteItem[] = [];
      const failed: string[] = [];
      answers.forEach((answer, i) => {
        const source = sources[i];
        if (answer.status === 'rejected') {
          failed.push(source.title);
          return;
        }
        for (const hit of answer.value.slice(0, PER_SOURCE)) {
          const hint = i18n.t(hit.kind ?? source.title);
          hits.push({ id: `record:${source.pluginId}:${source.id}:${hit.path}`, group: 'records', title: hit.title, path: hit.path, hint, haystack: hit.title.toLowerCase() });
        }
      });
      setResults({ hits, loading: false, failed });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, plugins.recordSources, permission, site.siteType, http, i18n]);

  return results;
}
