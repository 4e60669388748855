// AI对话's store through the container (the dialogue area's bindings over the real kernel, a
// scripted server behind the real HttpService and a scripted event stream behind its fetch): the
// first question makes the dialogue, the answer grows only once a frame (not per token) and lands
// as a stored message; 停止 aborts the fetch AND asks the server to stop, then shows what the server
// kept (已停止); a refusal before the stream is shown inline and the question goes back to the
// input; opening a dialogue reads its stored messages.
import { ContainerModule } from 'inversify';
import { ReadableStream } from 'node:stream/web';
import { createTestKernel, type TestKernel } from '../../../../kernel/testing/createTestKernel';
import { bindDialogueArea } from '../../../../plugins/ai/dialogue/services';
import { DIALOGUE_STORE } from '../../../../plugins/ai/dialogue/tokens';
import type { DialogueStore } from '../../../../plugins/ai/dialogue/store/DialogueStore';
import type { AiMessage } from '../../../../shared/domain/ai/dialogue';
import { markdownBlocks } from '../../../../plugins/ai/dialogue/components/blocks';

const ADD = 'client/dialogue/addDialogue';
const MESSAGES = 'client/dialogue/messages';
const STOP = 'client/dialogue/stop';
const TOKENS_PATH = 'client/dialogue/dialogueTokenCompute';

/** An event stream the test writes to; closes with an error when the fetch is aborted. */
function scriptedStream(signal: AbortSignal | null | undefined) {
  let control!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start(c) { control = c as never; } });
  signal?.addEventListener('abort', () => control.error(new DOMException('aborted', 'AbortError')));
  const encoder = new TextEncoder();
  return {
    response: { ok: true, status: 200, headers: { get: () => 'text/event-stream; charset=utf-8' }, body } as unknown as Response,
    send: (event: string, data: unknown) => control.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => control.close(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const message = (id: number, role: AiMessage['role'], content: string, status: AiMessage['status'] = 'done'): AiMessage => ({ id, dialogueId: 7, role, content, status, tokens: 0, error: null, createdAt: 1 });

interface Setup {
  kernel: TestKernel;
  store: DialogueStore;
  frames: (() => void)[];
  streams: ReturnType<typeof scriptedStream>[];
  asked: unknown[];
  signals: (AbortSignal | null | undefined)[];
}

function setup(): Setup {
  const kernel = createTestKernel();
  kernel.container.load(new ContainerModule((options) => bindDialogueArea(options)));
  kernel.cookies.set('X-Token', 'tok-ai');
  const store = kernel.get(DIALOGUE_STORE);
  const frames: (() => void)[] = [];
  store.scheduleFrame = (run) => frames.push(run);
  const streams: ReturnType<typeof scriptedStream>[] = [];
  const asked: unknown[] = [];
  const signals: (AbortSignal | null | undefined)[] = [];
  kernel.transport.fetchImpl = async (_url, init) => {
    signals.push(init.signal);
    asked.push(JSON.parse(String(init.body)));
    const s = scriptedStream(init.signal);
    streams.push(s);
    return s.response;
  };
  kernel.transport.reply('POST', ADD, { id: 7, title: '写一句欢迎语', createdAt: 1, updatedAt: 1 });
  kernel.transport.reply('POST', TOKENS_PATH, { tokens: 30, remaining: 1000, contextTrimmed: false });
  return { kernel, store, frames, streams, asked, signals };
}

describe('AI对话 store', () => {
  it('makes the dialogue with the first question, grows the answer once a frame, then keeps it', async () => {
    const { store, frames, streams, asked, kernel } = setup();
    store.setDraft('写一句欢迎语');
    await store.send();
    await tick();
    expect(kernel.transport.last(ADD)?.data).toEqual({ title: '写一句欢迎语' });
    expect(asked).toEqual([{ dialogueId: 7, question: '写一句欢迎语' }]);
    expect(store.activeId).toBe(7);
    expect(store.draft).toBe('');
    expect(store.messages.map((m) => [m.role, m.content])).toEqual([['user', '写一句欢迎语']]);
    expect(store.streaming).toBe(true);

    const [s] = streams;
    s.send('delta', { text: '欢迎' });
    s.send('delta', { text: '访问' });
    await tick();
    // Two tokens, one frame queued, nothing shown until it runs.
    expect(frames).toHaveLength(1);
    expect(store.live?.text).toBe('');
    const listBefore = store.messages;
    frames.shift()!();
    expect(store.live?.text).toBe('欢迎访问');
    // The stored list is not touched while the answer grows.
    expect(store.messages).toBe(listBefore);

    s.send('delta', { text: '！' });
    s.send('done', { messageId: 12, usage: { promptTokens: 10, completionTokens: 5, totalTokens: 15 }, contextTrimmed: true, stopped: false });
    s.end();
    await tick();
    expect(store.streaming).toBe(false);
    expect(store.contextTrimmed).toBe(true);
    expect(store.messages.map((m) => [m.id, m.role, m.content, m.status])).toEqual([[store.messages[0].id, 'user', '写一句欢迎语', 'done'], [12, 'assistant', '欢迎访问！', 'done']]);
    expect(store.lastAnswer?.id).toBe(12);
  });

  it('停止 aborts the fetch, asks the server to stop, and shows what the server kept as stopped', async () => {
    const { store, frames, streams, kernel, signals } = setup();
    kernel.transport.reply('POST', STOP, { stopped: true });
    kernel.transport.reply('GET', MESSAGES, { dialogue: { id: 7, title: '长文', createdAt: 1, updatedAt: 2 }, messages: [message(11, 'user', '写一篇长文'), message(12, 'assistant', '第一段', 'stopped')] });
    store.setDraft('写一篇长文');
    await store.send();
    await tick();
    streams[0].send('delta', { text: '第一段' });
    await tick();
    frames.shift()!();
    await store.stop();
    expect(signals[0]?.aborted).toBe(true);
    expect(kernel.transport.last(STOP)?.data).toEqual({ dialogueId: 7 });
    expect(store.streaming).toBe(false);
    expect(store.messages.map((m) => [m.role, m.content, m.status])).toEqual([['user', '写一篇长文', 'done'], ['assistant', '第一段', 'stopped']]);
    // The aborted fetch raises no error for the operator.
    expect(store.askError).toBeNull();
    expect(kernel.notifier.errors()).toEqual([]);
  });

  it('a refusal before the stream is shown inline, the question back in the input', async () => {
    const { store, kernel } = setup();
    kernel.transport.fetchImpl = async () => ({
      ok: false, status: 409, headers: { get: () => 'application/json' }, body: null,
      json: async () => ({ code: 409, message: '上一个回答尚未结束', data: null }),
    }) as unknown as Response;
    store.setDraft('再问一个');
    await store.send();
    await tick();
    await tick();
    expect(store.askError).toBe('上一个回答尚未结束');
    expect(store.draft).toBe('再问一个');
    expect(store.messages).toEqual([]);
    expect(store.streaming).toBe(false);
    expect(kernel.notifier.errors()).toEqual([]);
  });

  it('opening a dialogue reads its stored messages, marks included', async () => {
    const { store, kernel } = setup();
    kernel.transport.reply('GET', MESSAGES, { dialogue: { id: 7, title: 'a', createdAt: 1, updatedAt: 2 }, messages: [message(1, 'user', '问'), message(2, 'assistant', '半截', 'interrupted')] });
    await store.open(7);
    expect(kernel.transport.last(MESSAGES)?.params).toEqual({ id: 7 });
    expect(store.messages.map((m) => m.status)).toEqual(['done', 'interrupted']);
  });

  it('asks for the token estimate ~300 ms after the last keystroke, once', async () => {
    jest.useFakeTimers();
    try {
      const { store, kernel } = setup();
      store.setDraft('你');
      store.setDraft('你好');
      jest.advanceTimersByTime(299);
      expect(kernel.transport.last(TOKENS_PATH)).toBeUndefined();
      jest.advanceTimersByTime(1);
      await Promise.resolve();
      expect(kernel.transport.requests.filter((r) => r.url.endsWith(TOKENS_PATH)).map((r) => r.data)).toEqual([{ question: '你好' }]);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the growing answer in blocks', () => {
  it('cuts at blank lines outside code fences', () => {
    const text = '## 标题\n\n第一段。\n第一段续。\n\n```js\nconst a = 1;\n\nconst b = 2;\n```\n\n- 一\n- 二\n\n最后一段正在写';
    const blocks = markdownBlocks(text);
    expect(blocks).toEqual(['## 标题\n', '第一段。\n第一段续。\n', '```js\nconst a = 1;\n\nconst b = 2;\n```\n', '- 一\n- 二\n', '最后一段正在写']);
    // Earlier blocks stay the same text as more arrives: only the last one changes.
    expect(markdownBlocks(`${text}，继续`).slice(0, 4)).toEqual(blocks.slice(0, 4));
  });
});
