// 关联产品 (≤ 6): a searchable select over the site's products (goods/getlist by name, model or
// brand). Products already related are named from goods/edit, since the list cannot be asked by id.
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useService } from '../../../kernel';
import { VIDEO_LIMITS } from '../../../shared/domain/product';
import { SHORT_VIDEO_API } from '../tokens';

const SEARCH_DELAY_MS = 300;

export interface RelatedProductsSelectProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder: string;
  'aria-label'?: string;
}

export function RelatedProductsSelect({ value = [], onChange, placeholder, ...rest }: RelatedProductsSelectProps) {
  const api = useService(SHORT_VIDEO_API);
  const [names, setNames] = useState<Map<number, string>>(() => new Map());
  const [found, setFound] = useState<number[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ticket = useRef(0);

  const learn = (rows: { id: number; name: string }[]) =>
    setNames((before) => {
      const next = new Map(before);
      for (const row of rows) next.set(row.id, row.name);
      return next;
    });

  const search = (keyword: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const mine = ++ticket.current;
      setSearching(true);
      try {
        const data = await api.products(keyword);
        if (mine !== ticket.current) return;
        learn(data.rows ?? []);
        setFound((data.rows ?? []).map((row) => row.id));
      } catch {
        if (mine === ticket.current) setFound([]);
      } finally {
        if (mine === ticket.current) setSearching(false);
      }
    }, SEARCH_DELAY_MS);
  };

  // The first page before anything is typed, and the names of products already related.
  useEffect(() => {
    search('');
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const unknown = value.filter((id) => !names.has(id)).join(',');
  useEffect(() => {
    if (!unknown) return;
    let cancelled = false;
    void Promise.all(unknown.split(',').map((id) => api.product(Number(id)).then((r) => r.info, () => null))).then((rows) => {
      if (!cancelled) learn(rows.filter((r): r is NonNullable<typeof r> => r !== null));
    });
    return () => {
      cancelled = true;
    };
  }, [api, unknown]);

  const ids = [...new Set([...value, ...found])];
  const options = ids.map((id) => ({ value: id, label: names.get(id) ?? `#${id}` }));
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      maxCount={VIDEO_LIMITS.related}
      placeholder={placeholder}
      showSearch={{ filterOption: false, onSearch: search }}
      notFoundContent={searching ? <Spin size="small" /> : undefined}
      {...rest}
    />
  );
}
