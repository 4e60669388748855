// The question box: ≤ 4,000 characters with a counter, Enter sends, Shift+Enter a new line; 停止
// while an answer arrives; under it 本次约消耗 N tokens，剩余 M and a refused question's reason.
import { Button, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useT } from '../../../../kernel';
import { AI_LIMITS } from '../../../../shared/domain/ai/limits';
import type { DialogueStore } from '../store/DialogueStore';

export const Composer = observer(function Composer({ store }: { store: DialogueStore }) {
  const t = useT();
  const { streaming, draftTooLong, estimate, askError } = store;
  const canSend = !streaming && store.draft.trim() !== '' && !draftTooLong;
  return (
    <div className="aid-composer">
      <Input.TextArea
        value={store.draft}
        onChange={(e) => store.setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            if (canSend) void store.send();
          }
        }}
        placeholder={t('ai.dialogue.placeholder')}
        autoSize={{ minRows: 3, maxRows: 8 }}
        aria-label={t('ai.dialogue.placeholder')}
        data-testid="aid-input"
      />
      <div className="aid-composer-bar">
        <span className={`aid-counter${draftTooLong ? ' aid-over' : ''}`} data-testid="aid-counter">{store.draftChars} / {AI_LIMITS.questionChars}</span>
        <span className="aid-estimate" data-testid="aid-estimate">
          {estimate && !draftTooLong ? t('ai.dialogue.estimate', { tokens: estimate.tokens, remaining: estimate.remaining }) : ''}
        </span>
        {streaming
          ? <Button danger onClick={() => void store.stop()} disabled={store.live?.status === 'stopping'} data-testid="aid-stop">{t('ai.dialogue.stop')}</Button>
          : <Button type="primary" onClick={() => void store.send()} disabled={!canSend} data-testid="aid-send">{t('ai.dialogue.send')}</Button>}
      </div>
      {draftTooLong && <div className="aid-error" role="alert">{t('ai.dialogue.tooLong', { max: AI_LIMITS.questionChars })}</div>}
      {askError && <div className="aid-error" role="alert" data-testid="aid-ask-error">{askError}</div>}
    </div>
  );
});
