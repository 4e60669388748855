// /aiAssistant/dialogue (AI对话, ai_dialogue): inside the AI frame (the quota line; the refusal
// instead of the page when AI cannot be used), the history on the left, the open dialogue on the
// right (answers as markdown, token by token), the question box under it.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useService, useT } from '../../../../kernel';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import { AiPageFrame } from '../../access/components/AiPageFrame';
import { AI_ACCESS_STORE } from '../../access/tokens';
import { Composer } from '../components/Composer';
import { HistoryPane } from '../components/HistoryPane';
import { MessageList } from '../components/MessageList';
import { ToArticleDialog } from '../components/ToArticleDialog';
import { DIALOGUE_STORE } from '../tokens';
import '../dialogue.css';

const DialogueBody = observer(function DialogueBody() {
  const store = useService(DIALOGUE_STORE);
  const access = useService(AI_ACCESS_STORE);
  const [inserting, setInserting] = useState<AiMessage | null>(null);
  const onToArticle = useCallback((m: AiMessage) => setInserting(m), []);
  useEffect(() => {
    // Each answer spends tokens: the frame's quota line follows.
    store.onSpent = () => void access.refreshQuota();
    void store.loadList();
    return () => store.dispose();
  }, [store, access]);
  return (
    <>
      <div className="aid-layout" data-testid="ai-dialogue">
        <HistoryPane store={store} />
        <section className="aid-main">
          <MessageList store={store} onToArticle={onToArticle} />
          <Composer store={store} />
        </section>
      </div>
      <ToArticleDialog store={store} message={inserting} onClose={() => setInserting(null)} />
    </>
  );
});

export default function DialoguePage() {
  const t = useT();
  return (
    <AiPageFrame title={t('ai.dialogue.title')}>
      <DialogueBody />
    </AiPageFrame>
  );
}
