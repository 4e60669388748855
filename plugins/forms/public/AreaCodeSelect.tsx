// The area-code selector in front of a phone number (§4 显示区号选择): a small searchable combobox
// (ARIA 1.2 pattern) in plain HTML, because the visitor's page does without antd on purpose — it is
// the one page the public loads, often on a phone. Type a name (香港) or a code (852, +852); arrows
// move, Enter or a click picks, Escape closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { findAreaCode, searchAreaCodes, type AreaCode } from '../../../shared/domain/forms';

interface Props {
  code: string;
  /** Chinese names, or English ones for an English page. */
  english: boolean;
  label: string;
  emptyText: string;
  invalid?: boolean;
  onChange(code: string): void;
}

export function AreaCodeSelect({ code, english, label, emptyText, invalid, onChange }: Props) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const matches = searchAreaCodes(query);
  const nameOf = (area: AreaCode) => (english ? area.nameEn : area.name);
  const current = findAreaCode(code);

  const openList = () => {
    const all = searchAreaCodes('');
    setQuery('');
    setActive(Math.max(0, all.findIndex((a) => a.code === code)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (area: AreaCode | undefined) => {
    if (area) onChange(area.code);
    close();
  };

  useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          openList();
          return;
        }
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
        return;
      }
      case 'Enter':
        // Enter picks while the list is open; closed, it submits the form as usual.
        if (open) {
          e.preventDefault();
          pick(matches[active]);
        }
        return;
      case 'Escape':
        if (open) {
          e.preventDefault();
          close();
        }
        return;
      case 'Tab':
        // Leaving after typing a search takes the highlighted code (select-only combobox, APG).
        if (open && query !== '') pick(matches[active]);
        else close();
        return;
      default:
    }
  };

  return (
    <span className="pf-area">
      <input
        className="pf-input pf-area-input"
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${id}-${matches[active].code}` : undefined}
        aria-invalid={invalid || undefined}
        title={current ? `${nameOf(current)} +${current.code}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={`+${code}`}
        value={open ? query : `+${code}`}
        onFocus={openList}
        onClick={() => !open && openList()}
        onBlur={close}
        onChange={(e) => {
          // Typing again after a pick (the list closed, "+852" showing) starts a new search.
          const shown = `+${code}`;
          const typed = e.target.value;
          setQuery(!open && typed.startsWith(shown) ? typed.slice(shown.length) : typed);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <span className="pf-area-caret" aria-hidden="true" />
      {open && (
        <ul id={listId} ref={listRef} role="listbox" aria-label={label} className="pf-area-list">
          {matches.map((area, index) => (
            <li
              key={area.code}
              id={`${id}-${area.code}`}
              data-index={index}
              role="option"
              aria-selected={area.code === code}
              className={`pf-area-option${index === active ? ' pf-area-option-active' : ''}`}
              // mousedown, not click: picking must happen before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(area);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span>{nameOf(area)}</span>
              <span className="pf-area-code">+{area.code}</span>
            </li>
          ))}
          {matches.length === 0 && (
            <li role="presentation" className="pf-area-empty">
              {emptyText}
            </li>
          )}
        </ul>
      )}
    </span>
  );
}
