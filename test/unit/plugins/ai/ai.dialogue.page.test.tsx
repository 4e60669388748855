// AI对话's message list, rendered (jsdom): stored answers as markdown with nothing of the model's
// markup live (no element, no javascript: link); while an answer grows, only its block being
// written is converted again — the stored messages are not, however many tokens arrive; the
// 已停止 / 回答已中断 marks.
import { act, render, screen } from '@testing-library/react';
import { ContainerModule } from 'inversify';
import { runInAction } from 'mobx';
import { ContainerProvider } from '../../../../kernel/di/react';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import dialogueZh from '../../../../plugins/ai/dialogue/i18n.zh-CN';
import { MessageList } from '../../../../plugins/ai/dialogue/components/MessageList';
import { bindDialogueArea } from '../../../../plugins/ai/dialogue/services';
import { DIALOGUE_STORE } from '../../../../plugins/ai/dialogue/tokens';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';

jest.mock('../../../../plugins/ai/dialogue/components/markdown', () => {
  const real = jest.requireActual('../../../../plugins/ai/dialogue/components/markdown');
  return { answerHtml: jest.fn(real.answerHtml) };
});
import { answerHtml } from '../../../../plugins/ai/dialogue/components/markdown';

const converted = answerHtml as jest.Mock;
const message = (id: number, role: AiMessage['role'], content: string, status: AiMessage['status'] = 'done'): AiMessage => ({ id, dialogueId: 7, role, content, status, tokens: 0, error: null, createdAt: 1 });

function setup() {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => bindDialogueArea(options)));
  kernel.get(TOKENS.i18n).addBundle('ai', 'zh-CN', { dialogue: dialogueZh });
  const store = kernel.get(DIALOGUE_STORE);
  render(
    <ContainerProvider container={kernel.container}>
      <MessageList store={store} onToArticle={() => undefined} />
    </ContainerProvider>,
  );
  return store;
}

describe('AI对话 messages', () => {
  it('renders answers as markdown without the model’s markup, with their marks', async () => {
    const store = setup();
    act(() => runInAction(() => {
      store.activeId = 7;
      store.messages = [
        message(1, 'user', '问题'),
        message(2, 'assistant', '**加粗** <img src=x onerror="alert(1)"> [点我](javascript:alert(1))', 'stopped'),
        message(3, 'user', '再问'),
        message(4, 'assistant', '半截', 'interrupted'),
      ];
    }));
    expect((await screen.findByText('加粗')).tagName).toBe('STRONG');
    expect(document.querySelector('.aid-markdown img')).toBeNull();
    expect(document.querySelector('.aid-markdown a')).toBeNull();
    expect(screen.getByText('已停止')).toBeTruthy();
    expect(screen.getByText('回答已中断')).toBeTruthy();
  });

  it('converts only the block being written as tokens arrive, never the stored messages', async () => {
    const store = setup();
    const long = `${'智能工厂的第一段。'.repeat(200)}`;
    act(() => runInAction(() => {
      store.activeId = 7;
      store.messages = [message(1, 'user', '问题'), message(2, 'assistant', long), message(3, 'user', '继续')];
      store.live = { dialogueId: 7, text: '## 标题\n\n第一段', status: 'streaming' };
    }));
    await screen.findByText('标题');
    converted.mockClear();
    for (const more of ['，还有', '更多', '内容']) {
      act(() => runInAction(() => {
        store.live = { ...store.live!, text: store.live!.text + more };
      }));
    }
    expect(screen.getByTestId('aid-live-answer').textContent).toContain('第一段，还有更多内容');
    // Three frames, three conversions of the last block only.
    expect(converted.mock.calls.map((c) => c[0])).toEqual(['第一段，还有', '第一段，还有更多', '第一段，还有更多内容']);
  });
});
