// A record's title in a table cell: a real link (so middle-click and "open in new tab" work)
// that navigates inside the console on a plain click — or, with `onOpen`, a button that opens a
// dialog — clipped with "…" and showing the whole title on hover.
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import './list.css';

export interface CellLinkProps {
  to?: string;
  /** Instead of `to`: what a click does (the record opens in a dialog). */
  onOpen?: () => void;
  text: string;
  /** Things after the title that must stay visible (a tag), while the title clips. */
  after?: ReactNode;
}

export function CellLink({ to, onOpen, text, after }: CellLinkProps) {
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (to) navigate(to);
  };
  const link = onOpen ? (
    <button type="button" className="ui-cell-link ui-cell-button" title={text} onClick={onOpen}>
      {text}
    </button>
  ) : (
    <a className="ui-cell-link" href={to} title={text} onClick={open}>
      {text}
    </a>
  );
  return after ? (
    <span className="ui-cell-with-after">
      {link}
      {after}
    </span>
  ) : (
    link
  );
}
