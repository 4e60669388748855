// One stored message. Memoised by the message object: the list replaces its array when a message
// is added, so earlier messages never render again (the growing answer is LiveAnswerView's).
import { CopyOutlined, FileAddOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { memo, useMemo } from 'react';
import { useT } from '../../../../kernel';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import { answerHtml } from './markdown';

export interface MessageActions {
  copy(message: AiMessage): void;
  toArticle(message: AiMessage): void;
  regenerate(): void;
}

interface Props {
  message: AiMessage;
  /** The last answer: 重新生成 is offered on it. */
  last: boolean;
  busy: boolean;
  actions: MessageActions;
}

export const MessageView = memo(function MessageView({ message, last, busy, actions }: Props) {
  const t = useT();
  const html = useMemo(() => (message.role === 'assistant' ? answerHtml(message.content) : ''), [message.role, message.content]);
  if (message.role === 'user') {
    return (
      <div className="aid-msg aid-msg-user" data-testid="aid-question">
        <div className="aid-bubble">{message.content}</div>
      </div>
    );
  }
  const hasText = message.content.trim() !== '';
  return (
    <div className="aid-msg aid-msg-answer" data-testid="aid-answer" data-status={message.status}>
      <div className="aid-bubble">
        {hasText && <div className="aid-markdown" dangerouslySetInnerHTML={{ __html: html }} />}
        {message.status === 'stopped' && <Tag className="aid-mark">{t('ai.dialogue.stopped')}</Tag>}
        {message.status === 'interrupted' && <Tag color="warning" className="aid-mark">{t('ai.dialogue.interrupted')}</Tag>}
        {message.status === 'failed' && <Tag color="error" className="aid-mark">{t('ai.dialogue.failed', { reason: message.error ?? '' })}</Tag>}
      </div>
      <div className="aid-actions">
        {hasText && <Button size="small" type="text" icon={<CopyOutlined />} onClick={() => actions.copy(message)}>{t('ai.dialogue.copy')}</Button>}
        {hasText && message.id > 0 && <Button size="small" type="text" icon={<FileAddOutlined />} onClick={() => actions.toArticle(message)}>{t('ai.dialogue.toArticle')}</Button>}
        {last && !busy && <Button size="small" type="text" icon={<ReloadOutlined />} onClick={actions.regenerate}>{t('ai.dialogue.regenerate')}</Button>}
      </div>
    </div>
  );
});
