// An inside link's record (product, article or one of their categories): a select searching the
// site's records by title through linkTargets as the operator types (the latest answer wins; an
// earlier search still running is cancelled), showing the chosen record's title.
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../../kernel';
import type { LinkTarget, RecordLinkKind } from '../../../../shared/domain/design';
import type { DecorationStore } from '../store/DecorationStore';

const TYPING_MS = 250;

export function RecordSelect({ store, kind, value, title, onChange, label }: { store: DecorationStore; kind: RecordLinkKind; value: number; title: string; onChange(id: number, title: string): void; label: string }) {
  const t = useT();
  const [rows, setRows] = useState<LinkTarget[]>([]);
  const [searching, setSearching] = useState(false);
  const running = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const search = (keyword: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setSearching(true);
      store.linkTargets(kind, keyword, controller.signal)
        .then((found) => {
          if (!controller.signal.aborted) setRows(found);
        })
        .catch(() => undefined)
        .finally(() => {
          if (running.current === controller) setSearching(false);
        });
    }, keyword ? TYPING_MS : 0);
  };

  // The newest records of the kind, as soon as the kind is chosen.
  useEffect(() => {
    setRows([]);
    search('');
    return () => {
      if (timer.current) clearTimeout(timer.current);
      running.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const options = rows.map((r) => ({ value: r.id, label: r.title }));
  if (value > 0 && !rows.some((r) => r.id === value)) options.unshift({ value, label: title || `#${value}` });
  return (
    <Select
      className="dc-select-wide"
      showSearch={{ filterOption: false, onSearch: search }}
      value={value > 0 ? value : undefined}
      placeholder={t('designer.decoration.recordSearch')}
      options={options}
      notFoundContent={searching ? <Spin size="small" /> : t('designer.decoration.recordNone')}
      onChange={(id: number) => onChange(id, options.find((o) => o.value === id)?.label ?? '')}
      aria-label={label}
    />
  );
}
