// The command palette (Ctrl+K / ⌘K): jump to a page, run a plugin's action (新建文章 …) or open a
// record by title, by keyboard alone. Pages are the menu's own filtered routes; actions and record
// sources pass the same permission rule; a record source is loaded the first time it is asked.
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Input, Modal, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { useAccessibleRoutes } from '../routing/useAccessibleRoutes';
import { actionItems, pageItems, rank, type PaletteGroup, type PaletteItem } from './paletteModel';
import { useRecordSearch } from './useRecordSearch';
import './palette.css';

// A few of each while nothing is typed; more once a query narrows them (新建 matches nine actions).
const SHOWN = { actions: 6, pages: 8 };
const SHOWN_FOR_QUERY = { actions: 12, pages: 10 };

const CommandPalette = observer(function CommandPalette({ open, onClose }: { open: boolean; onClose(): void }) {
  const plugins = useService(TOKENS.plugins);
  const permission = useService(TOKENS.permission);
  const site = useService(TOKENS.site);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const { flat } = useAccessibleRoutes();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  const pages = useMemo(() => pageItems(flat, t), [flat, i18n.locale]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const actions = useMemo(() => actionItems(plugins.commands, (c) => permission.allows(c, site.siteType), t), [plugins.commands, permission.roles, site.siteType, i18n.locale]);
  const records = useRecordSearch(open, query);

  const shown = query.trim() ? SHOWN_FOR_QUERY : SHOWN;
  const items: PaletteItem[] = [...rank(actions, query).slice(0, shown.actions), ...rank(pages, query).slice(0, shown.pages), ...records.hits];
  const current = Math.min(active, Math.max(0, items.length - 1));

  useEffect(() => setActive(0), [query]);
  useEffect(() => {
    if (!open) setQuery('');
  }, [open]);
  useEffect(() => {
    list.current?.querySelector(`[data-index="${current}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length) setActive((current + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      go(items[current]);
    } else if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      // Closed here, not left to the dialog: an unclosable antd Modal may ignore Esc.
      event.preventDefault();
      onClose();
    }
  };

  const heading = (group: PaletteGroup) => (group === 'records' && !query.trim() ? t('kernel.palette.recent') : t(`kernel.palette.${group}`));
  return (
    <Modal open={open} onCancel={onClose} footer={null} closable={false} width={640} style={{ top: 80 }} destroyOnHidden title={t('kernel.palette.label')} className="console-palette">
      <Input
        autoFocus
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        placeholder={t('kernel.palette.placeholder')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded
        aria-controls="console-palette-list"
        aria-activedescendant={items.length ? `console-palette-${current}` : undefined}
        aria-label={t('kernel.palette.label')}
      />
      <div className="console-palette-list" id="console-palette-list" role="listbox" ref={list}>
        {items.map((item, index) => (
          <div key={item.id}>
            {(index === 0 || items[index - 1].group !== item.group) && <div className="console-palette-group">{heading(item.group)}</div>}
            <div
              id={`console-palette-${index}`}
              data-index={index}
              role="option"
              aria-selected={index === current}
              className={index === current ? 'console-palette-item console-palette-active' : 'console-palette-item'}
              onMouseMove={() => index !== current && setActive(index)}
              onClick={() => go(item)}
            >
              <span className="console-palette-title">{item.title}</span>
              {item.hint && <span className="console-palette-hint">{item.hint}</span>}
            </div>
          </div>
        ))}
        {records.loading && (
          <div className="console-palette-status">
            <Spin size="small" /> {t('kernel.palette.searching')}
          </div>
        )}
        {records.failed.map((group) => (
          <div className="console-palette-status" key={group}>
            {t('kernel.palette.failed', { group: t(group) })}
          </div>
        ))}
        {!records.loading && items.length === 0 && <div className="console-palette-status">{t('kernel.palette.empty')}</div>}
      </div>
      <div className="console-palette-keys">{t('kernel.palette.keys')}</div>
    </Modal>
  );
});

export default CommandPalette;
