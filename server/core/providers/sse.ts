// Server-sent events as the chat-completions API streams them: `data: {...}` events separated by
// a blank line, `data: [DONE]` at the end. Only the data of each event matters here; comments
// (`: keep-alive`) and event/id/retry fields are skipped, as the SSE standard has a client do.
// Lines end with \n or \r\n (a lone \r, allowed by the standard, is not used by these APIs).

/** The data of each event, in order, from the body's chunks. */
export async function* sseData(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let pending = '';
  let data: string[] = [];
  /** The event the line completes, if any. */
  const take = (line: string): string | undefined => {
    if (line === '') {
      const event = data.length ? data.join('\n') : undefined;
      data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    if (field === 'data') data.push(colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, ''));
    return undefined;
  };
  for await (const chunk of chunks) {
    const lines = (pending + decoder.decode(chunk, { stream: true })).split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const event = take(line);
      if (event !== undefined) yield event;
    }
  }
  // The stream may end right after the last data line, without its blank line.
  for (const line of [pending + decoder.decode(), '']) {
    const event = take(line.replace(/\r$/, ''));
    if (event !== undefined) yield event;
  }
}
