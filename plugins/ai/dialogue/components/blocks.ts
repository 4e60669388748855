// The growing answer cut into markdown blocks at blank lines outside code fences, so each frame
// converts and sanitises only the block still being written; the finished ones keep their HTML
// (memoised by their text). A long answer costs a frame the same at 200 or 20,000 characters.
// The stored answer is rendered whole once it is done.

const FENCE = /^\s{0,3}(```|~~~)/;

export function markdownBlocks(text: string): string[] {
  const blocks: string[] = [];
  let start = 0;
  let inFence = false;
  let at = 0;
  while (at < text.length) {
    const end = text.indexOf('\n', at);
    const lineEnd = end === -1 ? text.length : end;
    const line = text.slice(at, lineEnd);
    if (FENCE.test(line)) inFence = !inFence;
    else if (!inFence && line.trim() === '' && lineEnd > start && text.slice(start, at).trim() !== '') {
      blocks.push(text.slice(start, at));
      start = lineEnd + 1;
    }
    if (end === -1) break;
    at = end + 1;
  }
  if (start < text.length) blocks.push(text.slice(start));
  return blocks;
}
