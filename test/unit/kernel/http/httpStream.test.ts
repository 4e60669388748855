// The streaming client (§7) when the server refuses before streaming (issue 16 §6): the answer is an
// envelope {code, message}, not text/event-stream, and the §8 catalogue handles it as call() does —
// the message toasted (unless silent), 401 signs out to the login page, 403 goes to the 403 page —
// and onError gets HttpError(message, code); no event is handed over. A real stream passes its
// events on with their `event:` names.
import { ReadableStream } from 'node:stream/web';
import { createTestKernel } from '../../../../kernel/testing/createTestKernel';
import { TOKENS } from '../../../../kernel/tokens';
import { HttpError } from '../../../../kernel/services/http/types';

const PATH = 'tforce-client/client/dialogue/sendQuestionSseEmitter';

function bodyOf(text: string) {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** An answer as fetch gives it: status, content type and body. */
function answer(status: number, contentType: string, text: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    body: bodyOf(text),
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

const envelope = (status: number, code: number, message: string, contentType = 'application/json; charset=utf-8') =>
  answer(status, contentType, JSON.stringify({ code, message, data: null }));

async function ask(reply: Response, options: { silent?: boolean } = {}) {
  const kernel = createTestKernel();
  kernel.cookies.set('X-Token', 'tok-ai');
  kernel.navigator.path = '/aiAssistant/dialogue';
  kernel.transport.fetchImpl = async () => reply;
  const events: [string, string | undefined][] = [];
  const errors: Error[] = [];
  let ended = false;
  await kernel.get(TOKENS.http).stream(PATH, { dialogueId: 1, question: '你好' }, {
    onMessage: (data, event) => events.push([data, event]),
    onError: (error) => errors.push(error),
    onDone: () => { ended = true; },
  }, options).done;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { kernel, events, errors, ended };
}

describe('HttpService.stream: a refusal before the stream', () => {
  it('409 上一个回答尚未结束: toasted, onError with the message and code, no event, not done', async () => {
    const { kernel, events, errors, ended } = await ask(envelope(409, 409, '上一个回答尚未结束'));
    expect(kernel.notifier.errors()).toEqual(['上一个回答尚未结束']);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(HttpError);
    expect(errors[0]).toMatchObject({ message: '上一个回答尚未结束', code: 409 });
    expect(events).toEqual([]);
    expect(ended).toBe(false);
    expect(kernel.navigator.visits).toEqual([]);
  });

  it('silent: the caller shows it inline — no toast, the same error', async () => {
    const { kernel, errors } = await ask(envelope(409, 409, 'AI额度不足，请联系客服充值'), { silent: true });
    expect(kernel.notifier.errors()).toEqual([]);
    expect(errors[0]).toMatchObject({ message: 'AI额度不足，请联系客服充值', code: 409 });
  });

  it('an envelope answered with status 200 is a refusal too (it is not text/event-stream)', async () => {
    const { kernel, events, errors } = await ask(envelope(200, 409, '当前账号未开通AI服务，请联系客服开通'));
    expect(kernel.notifier.errors()).toEqual(['当前账号未开通AI服务，请联系客服开通']);
    expect(errors[0]).toMatchObject({ message: '当前账号未开通AI服务，请联系客服开通', code: 409 });
    expect(events).toEqual([]);
  });

  it('401: signed out and sent to the login page, back to the dialogue afterwards', async () => {
    const { kernel, errors } = await ask(envelope(401, 401, '登录已失效，请重新登录'));
    expect(errors[0]).toMatchObject({ code: 401, message: '登录已失效，请重新登录' });
    expect(kernel.notifier.errors()).toEqual(['登录已失效，请重新登录']);
    expect(kernel.cookies.get('X-Token')).toBeUndefined();
    expect(kernel.navigator.visits).toEqual([{ path: `/login?redirect=${encodeURIComponent('/aiAssistant/dialogue')}`, replace: true }]);
  });

  it('403: the 403 page', async () => {
    const { kernel, errors } = await ask(envelope(403, 403, '没有权限访问该功能'));
    expect(errors[0]).toMatchObject({ code: 403 });
    expect(kernel.navigator.visits).toEqual([{ path: '/403', replace: true }]);
  });

  it('a proxy’s error page (no envelope): 接口异常 with the HTTP status', async () => {
    const { kernel, errors } = await ask(answer(502, 'text/html', '<html>502 Bad Gateway</html>'));
    expect(kernel.notifier.errors()).toEqual(['接口异常']);
    expect(errors[0]).toMatchObject({ message: '接口异常', code: 502 });
  });
});

describe('HttpService.stream: a stream', () => {
  it('hands over each event with its event: name, then done', async () => {
    const sse = 'event: delta\ndata: {"text":"你"}\n\nevent: delta\ndata: {"text":"好"}\n\n: heartbeat\n\nevent: done\ndata: {"messageId":7}\n\n';
    const { kernel, events, errors, ended } = await ask(answer(200, 'text/event-stream; charset=utf-8', sse));
    expect(events).toEqual([['{"text":"你"}', 'delta'], ['{"text":"好"}', 'delta'], ['{"messageId":7}', 'done']]);
    expect(errors).toEqual([]);
    expect(ended).toBe(true);
    expect(kernel.notifier.errors()).toEqual([]);
  });
});
