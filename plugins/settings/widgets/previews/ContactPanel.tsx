// 在线客服 and 外文客服 as a visitor sees them: a small panel on one side of the page, one row per
// contact (QQ, 微信二维码, 电话, 工作时间; WhatsApp, e-mail, the form button).
import type { ReactNode } from 'react';
import type { WidgetSide } from '../../../../shared/domain/settings/widgets';

export interface ContactRow {
  key: string;
  icon?: ReactNode;
  text?: string;
  image?: string;
}

export function ContactPanel({ side, title, rows, button }: { side: WidgetSide; title: string; rows: ContactRow[]; button?: string }) {
  return (
    <div className={`wg-panel wg-panel-${side}`} data-testid="preview-contact">
      <div className="wg-panel-head">{title}</div>
      {rows.map((r) => (
        <div key={r.key} className="wg-panel-row">
          {r.icon}
          {r.image ? <img className="wg-panel-qr" src={r.image} alt={r.text ?? ''} /> : <span>{r.text}</span>}
        </div>
      ))}
      {button && <div className="wg-panel-button">{button}</div>}
    </div>
  );
}
