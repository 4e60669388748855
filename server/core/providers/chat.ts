// A chat model behind an OpenAI-compatible chat-completions API (OpenAI, DeepSeek, Qwen's
// compatible mode, a local vLLM or Ollama, …). AI_BASE_URL is the API's base, e.g.
// https://api.deepseek.com/v1; "/chat/completions" is appended; AI_API_KEY goes as Bearer.
//   complete: POST { model, messages, max_tokens? } → { choices: [{ message: { content } }], usage? }
//   stream:   POST { model, messages, max_tokens?, stream: true, stream_options: { include_usage: true } }
//             → text/event-stream of data: { choices: [{ delta: { content } }] } … a last chunk
//             with usage (usually choices: []) … data: [DONE]
// usage { prompt_tokens, completion_tokens } is what the quota settles with (request.onUsage for a
// stream). An answer of any other shape is refused as unrecognisable; a stream that ends before
// [DONE] is incomplete (a half answer is not passed off as whole). A stream must begin within
// AI_FIRST_BYTE_TIMEOUT_MS and may then go AI_IDLE_TIMEOUT_MS without a chunk; a whole answer has
// AI_COMPLETE_TIMEOUT_MS.
import type { ChatConfig } from './config';
import { ProviderCancelled, ProviderFailure } from './errors';
import { bearer, JSON_HEADERS, openStream, requestJson, type HttpLimits } from './http';
import { sseData } from './sse';
import type { ChatProvider, ChatRequest, ChatUsage } from './types';

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

const count = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The usage an answer or chunk reports, if it reports one; a malformed one is garbage. */
function usageOf(answer: unknown): ChatUsage | undefined {
  const usage = record(answer)?.usage;
  if (usage === undefined || usage === null) return undefined;
  const { prompt_tokens: prompt, completion_tokens: completion } = record(usage) ?? {};
  if (!count(prompt) || !count(completion)) throw new ProviderFailure('garbage', 'usage 缺少 prompt_tokens / completion_tokens');
  return { promptTokens: prompt, completionTokens: completion };
}

export type ChatProviderConfig = Pick<ChatConfig, 'url' | 'apiKey' | 'model' | 'firstByteTimeoutMs' | 'idleTimeoutMs' | 'completeTimeoutMs'>;

export function createChatProvider(config: ChatProviderConfig, limits: HttpLimits): ChatProvider {
  const url = chatCompletionsUrl(config.url);
  const headers = { ...JSON_HEADERS, ...bearer(config.apiKey) };
  const body = (request: ChatRequest, stream: boolean) => JSON.stringify({
    model: config.model,
    messages: request.messages.map(({ role, content }) => ({ role, content })),
    stream,
    ...(request.maxTokens !== undefined && { max_tokens: request.maxTokens }),
    ...(stream && { stream_options: { include_usage: true } }),
  });

  return {
    async complete(request) {
      const answer = await requestJson(
        { url, method: 'POST', headers, body: body(request, false), signal: request.signal },
        { ...limits, timeoutMs: config.completeTimeoutMs },
      );
      const content = record(firstChoice(answer).message)?.content;
      if (typeof content !== 'string') throw new ProviderFailure('garbage', '回答缺少 message.content');
      const usage = usageOf(answer);
      return usage ? { text: content, usage } : { text: content };
    },

    async *stream(request) {
      const answer = await openStream(
        { url, method: 'POST', headers: { ...headers, accept: 'text/event-stream' }, body: body(request, true), signal: request.signal, firstByteMs: config.firstByteTimeoutMs },
        { ...limits, timeoutMs: config.idleTimeoutMs },
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
          const usage = usageOf(chunk);
          if (usage) request.onUsage?.(usage);
          // The usage chunk usually has choices: [] (or, with some servers, none) — nothing to say.
          const choices = record(chunk)?.choices;
          if ((Array.isArray(choices) && choices.length === 0) || (usage && choices === undefined)) continue;
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
