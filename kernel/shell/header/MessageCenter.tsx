// Message-centre popup (230 px): unread badge, a preview of 3 unread messages, 查看更多 →
// message/allMessage.
import { Button, Empty } from 'antd';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGE_POPOVER_WIDTH } from '../../../shared/domain';
import { useService } from '../../di/react';
import { TOKENS } from '../../tokens';
import { HeaderPopover } from './HeaderPopover';

export const MessageCenter = observer(function MessageCenter() {
  const messages = useService(TOKENS.messages);
  const i18n = useService(TOKENS.i18n);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const content = (
    <div className="message-preview" data-testid="message-preview">
      {messages.preview.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={i18n.t('kernel.header.noUnread')} />
      ) : (
        <ul className="message-preview-list">
          {messages.preview.map((m) => (
            <li key={m.ID}>
              <div className="message-preview-title ellipsis" title={m.Title}>{m.Title}</div>
              <div className="message-preview-date">{m.AddDate}</div>
            </li>
          ))}
        </ul>
      )}
      <Button
        type="link"
        block
        onClick={() => {
          setOpen(false);
          navigate('/message/allMessage');
        }}
      >
        {i18n.t('kernel.header.seeMore')}
      </Button>
    </div>
  );

  return (
    <HeaderPopover
      label={i18n.t('kernel.header.messages')}
      count={messages.unread}
      icon={<BellOutlined className="header-icon" />}
      width={MESSAGE_POPOVER_WIDTH}
      open={open}
      onOpenChange={(value) => {
        setOpen(value);
        if (value) void messages.refreshPreview().catch(() => undefined);
      }}
    >
      {content}
    </HeaderPopover>
  );
});
