// What an operator notices about a table at a given window width, read from the rendered page:
// a column narrower than the minimum its page declares (data-min-width, set by shared/ui/list
// fitColumns), a column that declares none, a table or row wider than its card (the page then
// scrolls sideways), and text cut without "…" or without the whole text on hover.
import type { Page } from 'playwright-core';

export interface FitProblem {
  table: number;
  problem: string;
}

export async function tableFitProblems(page: Page): Promise<FitProblem[]> {
  return page.evaluate(() => {
    const problems: { table: number; problem: string }[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) problems.push({ table: -1, problem: `page scrolls sideways (${doc.scrollWidth} > ${doc.clientWidth})` });
    const wrappers = [...document.querySelectorAll<HTMLElement>('.ant-table-wrapper')].filter((w) => w.offsetParent !== null);
    wrappers.forEach((wrapper, index) => {
      const box = wrapper.getBoundingClientRect();
      const label = (th: Element) => (th.textContent || '').trim() || '(unnamed)';
      for (const th of wrapper.querySelectorAll<HTMLElement>('thead th')) {
        if (th.classList.contains('ant-table-selection-column') || th.classList.contains('ant-table-row-expand-icon-cell')) continue;
        if (th.getAttribute('aria-hidden') === 'true' || th.offsetParent === null) continue;
        const min = Number(th.dataset.minWidth);
        const width = th.getBoundingClientRect().width;
        if (!min) problems.push({ table: index, problem: `column ${label(th)} declares no minimum width` });
        else if (width + 0.5 < min) problems.push({ table: index, problem: `column ${label(th)} is ${Math.round(width)} px, narrower than its ${min} px minimum` });
      }
      for (const row of wrapper.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')) {
        const right = row.getBoundingClientRect().right;
        if (right > box.right + 1) problems.push({ table: index, problem: `a row overflows its table by ${Math.round(right - box.right)} px` });
        for (const cell of row.querySelectorAll<HTMLElement>('td')) {
          // A row of action buttons that wraps onto a second line: the column is too narrow for them.
          const tops = new Set([...cell.querySelectorAll<HTMLElement>('.ant-btn, a')].filter((b) => b.offsetParent !== null).map((b) => Math.round(b.getBoundingClientRect().top)));
          if (tops.size > 1) problems.push({ table: index, problem: `the actions in a row wrap onto ${tops.size} lines` });
          for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
            if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth === 0) continue;
            const style = getComputedStyle(el);
            if (style.overflowX === 'visible') continue;
            const full = (el.textContent || '').trim();
            if (!full) continue; // A switch or an icon: no text to cut.
            const titled = el.closest('[title]')?.getAttribute('title')?.trim();
            if (style.textOverflow !== 'ellipsis') problems.push({ table: index, problem: `text cut without "…": ${full.slice(0, 30)}` });
            else if (titled !== full) problems.push({ table: index, problem: `clipped text has no hover title: ${full.slice(0, 30)}` });
          }
        }
      }
    });
    return problems;
  });
}
