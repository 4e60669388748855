// 分享 and 外文分享 as a visitor sees them: round buttons down one side or along the bottom.
import FacebookOutlined from '@ant-design/icons/FacebookOutlined';
import QqOutlined from '@ant-design/icons/QqOutlined';
import WechatOutlined from '@ant-design/icons/WechatOutlined';
import WeiboOutlined from '@ant-design/icons/WeiboOutlined';
import WhatsAppOutlined from '@ant-design/icons/WhatsAppOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import type { ReactNode } from 'react';
import type { WidgetSharePosition } from '../../../../shared/domain/settings/widgets';

const ICONS: Record<string, ReactNode> = {
  wechat: <WechatOutlined />, weibo: <WeiboOutlined />, qq: <QqOutlined />,
  facebook: <FacebookOutlined />, x: <XOutlined />, whatsapp: <WhatsAppOutlined />,
};

export function SharePreview({ channels, position, labels }: { channels: readonly string[]; position: WidgetSharePosition; labels: Record<string, string> }) {
  return (
    <div className={`wg-share wg-share-${position}`} data-testid="preview-share">
      {channels.map((c) => (
        <span key={c} className={`wg-share-btn wg-c-${c}`} title={labels[c]} aria-label={labels[c]}>{ICONS[c]}</span>
      ))}
    </div>
  );
}
