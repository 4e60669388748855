// The open dialogue: its stored messages (each memoised), the answer arriving now, the empty state.
import { Alert, Empty, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef } from 'react';
import { useT } from '../../../../kernel';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import type { DialogueStore } from '../store/DialogueStore';
import { LiveAnswerView } from './LiveAnswerView';
import { MessageView, type MessageActions } from './MessageView';

export const MessageList = observer(function MessageList({ store, onToArticle }: { store: DialogueStore; onToArticle(message: AiMessage): void }) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const actions: MessageActions = useMemo(() => ({
    copy: (m) => void store.copy(m),
    toArticle: onToArticle,
    regenerate: () => store.regenerate(),
  }), [store, onToArticle]);
  const { messages, streaming } = store;
  const liveLength = store.live?.text.length ?? 0;
  // Keep the newest text in view while it arrives.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, liveLength]);

  if (store.messagesLoading && !messages.length) return <div className="aid-center"><Spin /></div>;
  if (!messages.length && !streaming) {
    return (
      <div className="aid-center" data-testid="aid-empty">
        <Empty description={<><div className="aid-empty-title">{t('ai.dialogue.emptyTitle')}</div><div>{t('ai.dialogue.emptyHint')}</div></>} />
      </div>
    );
  }
  const lastAnswerId = store.lastAnswer?.id;
  return (
    <div className="aid-messages" data-testid="aid-messages">
      {messages.map((m) => <MessageView key={m.id} message={m} last={m.id === lastAnswerId} busy={streaming} actions={actions} />)}
      <LiveAnswerView store={store} />
      {store.contextTrimmed && <Alert className="aid-trimmed" type="info" showIcon title={t('ai.dialogue.contextTrimmed')} />}
      <div ref={end} />
    </div>
  );
});
