// A chat model behind an OpenAI-compatible chat-completions API (OpenAI, DeepSeek, Qwen's
// compatible mode, a local vLLM or Ollama, …). CHAT_API_URL is the API's base, e.g.
// https://api.deepseek.com/v1; "/chat/completions" is appended.
//   complete: POST { model, messages } → { choices: [{ message: { content } }] }
//   stream:   POST { model, messages, stream: true } → text/event-stream of
//             data: { choices: [{ delta: { content } }] } … data: [DONE]
// An answer of any other shape is refused as unrecognisable; a stream that ends before [DONE]
// is incomplete (a half answer is not passed off as whole).
import type { HttpServiceConfig } from './config';
import { ProviderCancelled, ProviderFailure } from './errors';
import { bearer, JSON_HEADERS, openStream, requestJson, type HttpLimits } from './http';
import { sseData } from './sse';
import type { ChatProvider, ChatRequest } from './types';

export function chatCompletionsUrl(base: string): string {
  return `${base.replace(/\/+$/, '')}/chat/completions`;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** choices[0] of an answer or chunk, or a ProviderFailure. */
function firstChoice(answer: unknown): Record<string, unknown> {
  const body = record(answer);
  if (body && record(body.error)) throw new ProviderFailure('failed', `模型返回错误：${String(record(body.error)?.message ?? '').slice(0, 200)}`);
  const choices = body?.choices;
  const first = Array.isArray(choices) ? record(choices[0]) : undefined;
  if (!first) throw new ProviderFailure('garbage', '回答缺少 choices');
  return first;
}

export function createChatProvider(config: HttpServiceConfig & { model: string }, limits: HttpLimits): ChatProvider {
  const url = chatCompletionsUrl(config.url);
  const headers = { ...JSON_HEADERS, ...bearer(config.apiKey) };
  const body = (request: ChatRequest, stream: boolean) =>
    JSON.stringify({ model: config.model, messages: request.messages.map(({ role, content }) => ({ role, content })), stream });

  return {
    async complete(request) {
      const answer = await requestJson({ url, method: 'POST', headers, body: body(request, false), signal: request.signal }, limits);
      const content = record(firstChoice(answer).message)?.content;
      if (typeof content !== 'string') throw new ProviderFailure('garbage', '回答缺少 message.content');
      return { text: content };
    },

    async *stream(request) {
      const answer = await openStream(
        { url, method: 'POST', headers: { ...headers, accept: 'text/event-stream' }, body: body(request, true), signal: request.signal },
        limits,
        /^\s*text\/event-stream\b/,
      );
      try {
        for await (const data of sseData(answer.chunks())) {
          // Events already read in one chunk are not handed out once the caller has cancelled.
          if (request.signal?.aborted) throw new ProviderCancelled();
          if (data.trim() === '[DONE]') return;
          let chunk: unknown;
          try {
            chunk = JSON.parse(data);
          } catch {
            throw new ProviderFailure('garbage', `流中有不是 JSON 的数据（${data.length} 字符）`);
          }
          // Some servers send a last chunk with usage only (choices: []): nothing to say.
          if (Array.isArray(record(chunk)?.choices) && (record(chunk)?.choices as unknown[]).length === 0) continue;
          const delta = firstChoice(chunk).delta;
          if (delta === undefined || delta === null) continue;
          const content = record(delta)?.content;
          if (content !== undefined && content !== null && typeof content !== 'string') throw new ProviderFailure('garbage', 'delta.content 不是文本');
          if (content) yield content;
        }
        throw new ProviderFailure('incomplete', '流在 [DONE] 之前结束');
      } finally {
        // The consumer stopped early (break, or its own error): stop reading upstream too.
        answer.close();
      }
    },
  };
}
