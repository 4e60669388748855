// 查看 in a message or record list, and the detail pages' addresses (MessageDetailView).
import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';

/** Where a detail page was opened from: its back returns there. */
export interface FromState {
  from?: string;
}

export const messageDetailPath = (id: number) => `/zhEnquiry/details?id=${id}`;
export const recordDetailPath = (id: number) => `/zhEnquiry/recordDetails?id=${id}`;

/**
 * 查看 in a message or record list: a real link to the detail page (a new tab or a copied address
 * works), followed in the page on a plain click, remembering the list it was opened from.
 */
export function DetailLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const href = useHref(to);
  const follow = (e: MouseEvent) => {
    // Ctrl/⌘/Shift-click and the middle button keep the browser's own meaning (new tab, window).
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to, { state: { from: location.pathname + location.search } satisfies FromState });
  };
  return (
    <Button type="link" size="small" href={href} onClick={follow}>
      {children}
    </Button>
  );
}
