// What an uploaded video is, from its bytes only: an MP4 (an ISO-BMFF `ftyp` box naming an MP4
// brand) or a WebM (an EBML header whose DocType is "webm"), and how long it plays — the MP4's
// `mvhd` duration ÷ timescale, the WebM's Segment Info Duration × TimecodeScale. Reads go through a
// positioned reader, so a 200 MB file is never held in memory: only box and element headers are read
// (an MP4's `moov` may sit after the media data, at the end of the file).

export interface VideoType {
  mime: 'video/mp4' | 'video/webm';
  ext: 'mp4' | 'webm';
}

export const VIDEO_TYPES = {
  mp4: { mime: 'video/mp4', ext: 'mp4' },
  webm: { mime: 'video/webm', ext: 'webm' },
} as const satisfies Record<string, VideoType>;

/** Bytes at a position (fewer, or none, past the end of the file). */
export type ReadAt = (position: number, length: number) => Promise<Buffer>;

/** The head the type is told from: an `ftyp` box or an EBML header fits in it. */
export const HEAD_BYTES = 4096;

// ---- MP4 (ISO base media file format) ----------------------------------------------------------------

/** Brands of MP4 video. QuickTime ('qt  ') and the image formats built on the same boxes are not. */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV']);
/** HEIF/AVIF pictures also start with `ftyp`: never a video. */
const IMAGE_BRANDS = new Set(['mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'avif', 'avis']);

function mp4Brands(head: Buffer): string[] | null {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return null;
  const size = head.readUInt32BE(0);
  if (size < 16 || size > head.length || size % 4 !== 0) return null;
  const brands = [head.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(head.toString('latin1', at, at + 4));
  return brands;
}

function isMp4(head: Buffer): boolean {
  const brands = mp4Brands(head);
  return !!brands && !IMAGE_BRANDS.has(brands[0]) && brands.some((b) => MP4_BRANDS.has(b));
}

/** Box headers walked before giving up (a real file has a handful at each level). */
const MAX_BOXES = 10_000;

interface Box {
  type: string;
  /** Where its content starts and where the box ends. */
  body: number;
  end: number;
}

/** The boxes in [from, to), header by header; null when a header is broken. */
async function* boxes(read: ReadAt, from: number, to: number): AsyncGenerator<Box | null> {
  let at = from;
  for (let n = 0; at + 8 <= to && n < MAX_BOXES; n += 1) {
    const h = await read(at, 16);
    if (h.length < 8) return;
    let size = h.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (h.length < 16) return yield null;
      const big = h.readBigUInt64BE(8);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return yield null;
      size = Number(big);
      header = 16;
    } else if (size === 0) {
      // "To the end of the file" (only the last box may say so).
      size = to - at;
    }
    if (size < header || at + size > to) return yield null;
    yield { type: h.toString('latin1', 4, 8), body: at + header, end: at + size };
    at += size;
  }
}

async function mp4Duration(read: ReadAt, fileSize: number): Promise<number | null> {
  for await (const box of boxes(read, 0, fileSize)) {
    if (!box) return null;
    if (box.type !== 'moov') continue;
    for await (const child of boxes(read, box.body, box.end)) {
      if (!child) return null;
      if (child.type !== 'mvhd') continue;
      const b = await read(child.body, 32);
      const version = b[0];
      const need = version === 1 ? 32 : 20;
      if (b.length < need || child.end - child.body < need) return null;
      const timescale = version === 1 ? b.readUInt32BE(20) : b.readUInt32BE(12);
      const duration = version === 1 ? b.readBigUInt64BE(24) : BigInt(b.readUInt32BE(16));
      if (timescale === 0) return null;
      // All ones: "unknown" (a fragmented file's header may say so).
      if (duration === (version === 1 ? 0xffffffffffffffffn : 0xffffffffn)) return 0;
      return Number(duration) / timescale;
    }
    return null;
  }
  return null;
}

// ---- WebM (EBML / Matroska) ---------------------------------------------------------------------------

const EBML = { header: 0x1a45dfa3, docType: 0x4282, segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, cluster: 0x1f43b675 } as const;

interface Vint {
  value: number;
  length: number;
  /** A size of all ones: "unknown" (a live stream's Segment). */
  unknown: boolean;
}

/** An EBML variable-length integer at `at`: an element ID (marker kept) or a size (marker dropped). */
function vint(buf: Buffer, at: number, maxLength: number, keepMarker: boolean): Vint | null {
  if (at >= buf.length) return null;
  const first = buf[at];
  let length = 1;
  while (length <= maxLength && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > maxLength || at + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + buf[at + i];
    if (buf[at + i] !== 0xff) allOnes = false;
  }
  const unknown = !keepMarker && allOnes;
  // An 8-byte "unknown" is 2^56 − 1: not a size, so its magnitude does not matter.
  if (value > Number.MAX_SAFE_INTEGER && !unknown) return null;
  return { value, length, unknown };
}

interface Element {
  id: number;
  /** Where its data starts, and its size (null: unknown). */
  data: number;
  size: number | null;
}

/** The element header at `at` of buf (buf's offset 0 is file position `base`). */
function elementAt(buf: Buffer, at: number, base: number): Element | null {
  const id = vint(buf, at, 4, true);
  if (!id) return null;
  const size = vint(buf, at + id.length, 8, false);
  if (!size) return null;
  return { id: id.value, data: base + at + id.length + size.length, size: size.unknown ? null : size.value };
}

/** The children of an element held whole in buf: [id, data] pairs. */
function children(buf: Buffer): { id: number; data: Buffer }[] {
  const out: { id: number; data: Buffer }[] = [];
  for (let at = 0; at < buf.length;) {
    const e = elementAt(buf, at, 0);
    if (!e || e.size === null || e.data + e.size > buf.length) break;
    out.push({ id: e.id, data: buf.subarray(e.data, e.data + e.size) });
    at = e.data + e.size;
  }
  return out;
}

/** The EBML header at the start of the head: its DocType, and where the Segment starts. */
function ebmlHeader(head: Buffer): { docType: string; end: number } | null {
  const e = elementAt(head, 0, 0);
  if (!e || e.id !== EBML.header || e.size === null || e.data + e.size > head.length) return null;
  const docType = children(head.subarray(e.data, e.data + e.size)).find((c) => c.id === EBML.docType);
  return docType ? { docType: docType.data.toString('latin1').replace(/\0+$/, ''), end: e.data + e.size } : null;
}

function isWebm(head: Buffer): boolean {
  return ebmlHeader(head)?.docType === 'webm';
}

/** Segment children walked before giving up; an Info larger than this is not believed. */
const MAX_ELEMENTS = 1_000;
const MAX_INFO_BYTES = 64 * 1024;

function uint(data: Buffer): number {
  let v = 0;
  for (const b of data.subarray(0, 7)) v = v * 256 + b;
  return v;
}

async function webmDuration(read: ReadAt, fileSize: number): Promise<number | null> {
  const header = ebmlHeader(await read(0, HEAD_BYTES));
  if (!header) return null;
  const segment = elementAt(await read(header.end, 12), 0, header.end);
  if (!segment || segment.id !== EBML.segment) return null;
  const end = segment.size === null ? fileSize : Math.min(fileSize, segment.data + segment.size);
  let at = segment.data;
  for (let n = 0; at < end && n < MAX_ELEMENTS; n += 1) {
    const e = elementAt(await read(at, 12), 0, at);
    // The media starts: no Info before it means a broken file.
    if (!e || e.size === null || e.id === EBML.cluster) return null;
    if (e.id === EBML.info) {
      if (e.size > MAX_INFO_BYTES) return null;
      const info = children(await read(e.data, e.size));
      const scale = info.find((c) => c.id === EBML.timecodeScale);
      const duration = info.find((c) => c.id === EBML.duration);
      // MediaRecorder's files carry no Duration: length unknown, still a video.
      if (!duration) return 0;
      const ticks = duration.data.length === 4 ? duration.data.readFloatBE(0) : duration.data.length === 8 ? duration.data.readDoubleBE(0) : NaN;
      const nsPerTick = scale ? uint(scale.data) : 1_000_000;
      const seconds = (ticks * nsPerTick) / 1e9;
      return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
    }
    at = e.data + e.size;
  }
  return null;
}

// ---- the two questions -------------------------------------------------------------------------------

/** The video type the head announces, or null (an .exe, a picture, a .mov, a Matroska .mkv …). */
export function videoTypeOfHead(head: Buffer): VideoType | null {
  if (isMp4(head)) return VIDEO_TYPES.mp4;
  if (isWebm(head)) return VIDEO_TYPES.webm;
  return null;
}

/**
 * How many whole seconds the video plays (rounded; a video under half a second counts as 1, an
 * unknown length is 0), or null when the file's structure is broken (no readable duration header).
 */
export async function videoDuration(type: VideoType, read: ReadAt, fileSize: number): Promise<number | null> {
  const seconds = type.ext === 'mp4' ? await mp4Duration(read, fileSize) : await webmDuration(read, fileSize);
  if (seconds === null) return null;
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(2_147_483_647, Math.max(1, Math.round(seconds)));
}

/** A reader over bytes in memory (tests, and files already read). */
export function bufferReader(buf: Buffer): ReadAt {
  return async (position, length) => buf.subarray(Math.min(position, buf.length), Math.min(position + length, buf.length));
}
