// 底部浮动信息 as a visitor's phone shows it: the buttons side by side along the bottom of the screen.
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import WechatOutlined from '@ant-design/icons/WechatOutlined';
import type { ReactNode } from 'react';
import { WIDGET_BUTTON_LABELS, type WidgetBottomButton, type WidgetButtonType } from '../../../../shared/domain/settings/widgets';

const ICONS: Record<WidgetButtonType, ReactNode> = {
  phone: <PhoneOutlined />, sms: <MessageOutlined />, wechat: <WechatOutlined />, map: <EnvironmentOutlined />, message: <FormOutlined />,
};

export function BottomBarPreview({ buttons }: { buttons: readonly WidgetBottomButton[] }) {
  return (
    <div className="wg-bar" data-testid="preview-bottom-bar">
      {buttons.map((b, i) => (
        <span key={`${b.type}-${i}`} className="wg-bar-btn" data-testid="preview-bar-button">
          {ICONS[b.type]}
          <span className="wg-bar-label">{b.label.trim() || WIDGET_BUTTON_LABELS[b.type]}</span>
        </span>
      ))}
    </div>
  );
}
