// The answer arriving now: the only part of the page that renders as tokens come (at most once an
// animation frame, as the store copies them in), and of it only the block still being written.
import { observer } from 'mobx-react-lite';
import { memo, useMemo } from 'react';
import { useT } from '../../../../kernel';
import type { DialogueStore } from '../store/DialogueStore';
import { markdownBlocks } from './blocks';
import { answerHtml } from './markdown';

const Block = memo(function Block({ text }: { text: string }) {
  const html = useMemo(() => answerHtml(text), [text]);
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
});

export const LiveAnswerView = observer(function LiveAnswerView({ store }: { store: DialogueStore }) {
  const t = useT();
  const text = store.live?.text ?? '';
  const blocks = useMemo(() => markdownBlocks(text), [text]);
  if (!store.live || store.live.dialogueId !== store.activeId) return null;
  return (
    <div className="aid-msg aid-msg-answer" data-testid="aid-live-answer" aria-live="polite">
      <div className="aid-bubble">
        {text
          ? <div className="aid-markdown">{blocks.map((b, i) => <Block key={i} text={b} />)}</div>
          : <span className="aid-thinking">{t('ai.dialogue.thinking')}</span>}
      </div>
    </div>
  );
});
