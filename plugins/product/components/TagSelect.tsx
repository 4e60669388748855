// A picker of the site's product tags (one for the list's filter, several for 设置标签). The first
// page of tags is offered at once; when the site has more, typing asks the server for matches.
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useService } from '../../../kernel';
import { PRODUCT_CATALOGUE } from '../tokens';

type Common = { placeholder: string; className?: string; 'aria-label'?: string };
export type TagSelectProps =
  | (Common & { mode: 'single'; value: number | undefined; onChange(value: number | undefined): void })
  | (Common & { mode: 'multiple'; value: number[]; onChange(value: number[]): void; max?: number });

export const TagSelect = observer(function TagSelect(props: TagSelectProps) {
  const catalogue = useService(PRODUCT_CATALOGUE);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const remote = catalogue.tagsTotal > catalogue.tags.length;
  const search = (text: string) => {
    if (!remote) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void catalogue.loadTags(text), 250);
  };
  const options = catalogue.tags.map((tag) => ({ value: tag.id, label: tag.name }));
  const common = {
    className: props.className,
    placeholder: props.placeholder,
    'aria-label': props['aria-label'] ?? props.placeholder,
    allowClear: true,
    showSearch: { optionFilterProp: 'label' as const, onSearch: search },
    options,
  };
  if (props.mode === 'single') {
    return <Select<number | undefined> {...common} value={props.value} onChange={(v) => props.onChange(v ?? undefined)} />;
  }
  return <Select<number[]> {...common} mode="multiple" maxCount={props.max} value={props.value} onChange={(v) => props.onChange(v ?? [])} />;
});
