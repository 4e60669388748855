// Token counts (issue 16 §6): gpt-tokenizer, whose encodings ship inside the package (no download
// at run time). The encoding is AI_TOKENIZER (default o200k_base, GPT-4o's). Counts estimate what a
// call reserves and what it spent when the provider reports no usage; they never ship to the browser.
import * as cl100k from 'gpt-tokenizer/encoding/cl100k_base';
import * as o200k from 'gpt-tokenizer/encoding/o200k_base';
import type { ChatMessage } from '../../../core/providers/types';

export const TOKENIZERS = { o200k_base: o200k, cl100k_base: cl100k } as const;
export type TokenizerName = keyof typeof TOKENIZERS;
export const DEFAULT_TOKENIZER: TokenizerName = 'o200k_base';

/** What each chat message costs beyond its text (role and separators), as OpenAI counts it. */
const PER_MESSAGE = 4;
/** The reply's priming. */
const PER_REPLY = 3;

export interface TokenCounter {
  text(text: string): number;
  /** The prompt tokens of these messages. */
  messages(messages: readonly ChatMessage[]): number;
}

export function tokenCounter(name: TokenizerName = DEFAULT_TOKENIZER): TokenCounter {
  const encoding = TOKENIZERS[name];
  const text = (t: string) => (t ? encoding.countTokens(t) : 0);
  return {
    text,
    messages: (messages) => messages.reduce((sum, m) => sum + PER_MESSAGE + text(m.content), PER_REPLY),
  };
}
