// A searchable picker of the site's records of one kind (产品, 文章, 产品分类, 文章分类) for an inside
// link: the newest 20 at first, then what the typed name matches (asked of the server, a moment
// after typing stops). The chosen record stays listed under its title while other results show.
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { RecordLinkKind } from '../../../../shared/domain/design/links';
import type { NavLinkOption } from '../../../../shared/domain/settings/navigation';
import { useService } from '../../../../kernel';
import { NAV_EDIT } from '../tokens';
import { useNavT } from './text';

export interface RecordPickerProps {
  kind: RecordLinkKind;
  value?: number;
  onChange?(id: number): void;
  /** The chosen record's title as the item holds it (shown before any search). */
  chosenTitle?: string;
  id?: string;
}

const SEARCH_DELAY_MS = 300;

export function RecordPicker({ kind, value, onChange, chosenTitle, id }: RecordPickerProps) {
  const store = useService(NAV_EDIT);
  const t = useNavT();
  const [options, setOptions] = useState<NavLinkOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<NavLinkOption | null>(value && chosenTitle ? { id: value, title: chosenTitle, hint: '' } : null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const asked = useRef(0);

  const search = (keyword: string) => {
    const ticket = ++asked.current;
    setLoading(true);
    store.options(kind, keyword)
      .then((rows) => ticket === asked.current && setOptions(rows))
      .catch(() => ticket === asked.current && setOptions([]))
      .finally(() => ticket === asked.current && setLoading(false));
  };

  useEffect(() => {
    search('');
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind]);

  const shown = chosen && value === chosen.id && !options.some((o) => o.id === chosen.id) ? [chosen, ...options] : options;
  const kindName = t(`kinds.${kind}`);
  return (
    <Select<number>
      id={id}
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => search(text), SEARCH_DELAY_MS);
        },
      }}
      value={value || undefined}
      placeholder={t('form.search', { kind: kindName })}
      notFoundContent={loading ? <Spin size="small" /> : t('form.noOptions')}
      loading={loading}
      onChange={(next) => {
        setChosen(shown.find((o) => o.id === next) ?? null);
        onChange?.(next);
      }}
      options={shown.map((o) => ({
        value: o.id,
        label: o.title,
        title: o.title,
        hint: o.hint,
      }))}
      optionRender={(option) => (
        <span>
          {option.label}
          {option.data.hint ? <span className="nav-option-hint">{option.data.hint}</span> : null}
        </span>
      )}
      aria-label={t('form.target', { kind: kindName })}
    />
  );
}
