// A minimal server-sent-events reader for the streaming client (§7): splits the byte stream into
// events ("event:" / "data:" lines, blank line ends an event) and hands each data payload over.

export async function readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onMessage: (data: string, event: string | undefined) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event: string | undefined;
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onMessage(data.join('\n'), event);
    event = undefined;
    data = [];
  };

  const feedLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let newline: number;
    while ((newline = buffer.search(/\r?\n/)) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      feedLine(line);
    }
  }
  if (buffer) feedLine(buffer);
  dispatch();
}
