// Byte ranges of a GET (RFC 9110 §14): a player seeks in a video without loading all of it. Used by
// the image library's /uploads files and the short videos' playback.

export type ByteRange = { start: number; end: number };

/**
 * The single byte range a Range header asks for (RFC 9110 §14): a range, 'unsatisfiable' (416), or
 * null to answer the whole file (no header, several ranges, or one that does not parse).
 */
export function requestedRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  // "bytes=9-5" does not parse as a range (the whole file); a start past the end cannot be served.
  if (last < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}
