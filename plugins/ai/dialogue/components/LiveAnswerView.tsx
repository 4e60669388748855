// The answer arriving now: the only part of the page that renders as tokens come (at most once an
// animation frame, as the store copies them in).
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useT } from '../../../../kernel';
import type { DialogueStore } from '../store/DialogueStore';
import { answerHtml } from './markdown';

export const LiveAnswerView = observer(function LiveAnswerView({ store }: { store: DialogueStore }) {
  const t = useT();
  const text = store.live?.text ?? '';
  const html = useMemo(() => answerHtml(text), [text]);
  if (!store.live || store.live.dialogueId !== store.activeId) return null;
  return (
    <div className="aid-msg aid-msg-answer" data-testid="aid-live-answer" aria-live="polite">
      <div className="aid-bubble">
        {text ? <div className="aid-markdown" dangerouslySetInnerHTML={{ __html: html }} /> : <span className="aid-thinking">{t('ai.dialogue.thinking')}</span>}
      </div>
    </div>
  );
});
