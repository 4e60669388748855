// /aiAssistant/dialogue (AI对话, ai_dialogue): the history on the left, the open dialogue on the
// right (answers as markdown, token by token), the question box under it.
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useService, useT } from '../../../../kernel';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import { Panel } from '../../../../shared/ui/panel/Panel';
import { Composer } from '../components/Composer';
import { HistoryPane } from '../components/HistoryPane';
import { MessageList } from '../components/MessageList';
import { ToArticleDialog } from '../components/ToArticleDialog';
import { DIALOGUE_STORE } from '../tokens';
import '../dialogue.css';

export default observer(function DialoguePage() {
  const t = useT();
  const store = useService(DIALOGUE_STORE);
  const [inserting, setInserting] = useState<AiMessage | null>(null);
  const onToArticle = useCallback((m: AiMessage) => setInserting(m), []);
  useEffect(() => {
    void store.loadList();
    return () => store.dispose();
  }, [store]);
  return (
    <Panel title={t('ai.dialogue.title')} data-testid="ai-dialogue">
      <div className="aid-layout">
        <HistoryPane store={store} />
        <section className="aid-main">
          <MessageList store={store} onToArticle={onToArticle} />
          <Composer store={store} />
        </section>
      </div>
      <ToArticleDialog store={store} message={inserting} onClose={() => setInserting(null)} />
    </Panel>
  );
});
