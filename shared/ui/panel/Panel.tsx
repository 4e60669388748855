// A titled content panel with the look of an antd Card, without Card's tab machinery (which
// pulls Tabs and Input into every page that shows a card). Used where first-load size matters.
import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

export function Panel({ title, extra, children, className, ...rest }: PanelProps) {
  return (
    <section className={`ui-panel${className ? ` ${className}` : ''}`} {...rest}>
      {(title || extra) && (
        <header className="ui-panel-head">
          {title && <h2 className="ui-panel-title">{title}</h2>}
          {extra && <div className="ui-panel-extra">{extra}</div>}
        </header>
      )}
      <div className="ui-panel-body">{children}</div>
    </section>
  );
}
