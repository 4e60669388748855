// MP4 files built box by box (ISO base media file format), for the tests of what the server
// accepts as a video: ftyp (the brands), moov with a movie header (timescale, duration), media data.

export const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** An ISO-BMFF box. */
export const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
};

export const ftyp = (major = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41']) => box('ftyp', Buffer.from(major, 'latin1'), u32(0x200), Buffer.from(compatible.join(''), 'latin1'));

/** A movie header: version 0 (32-bit times) or 1 (64-bit). */
export function mvhd(timescale: number, duration: number, version: 0 | 1 = 0): Buffer {
  const body = Buffer.alloc(version === 1 ? 112 : 100);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

export const mdat = (bytes: number) => box('mdat', Buffer.alloc(bytes, 0x5a));

/** An MP4 whose moov comes first (fast start) or after the media data (as most cameras write it). */
export function mp4({ seconds = 12.345, moovLast = false, version = 0 as 0 | 1, media = 6000 } = {}): Buffer {
  const moov = box('moov', mvhd(1000, Math.round(seconds * 1000), version), box('trak', Buffer.alloc(40)));
  return moovLast ? Buffer.concat([ftyp(), mdat(media), moov]) : Buffer.concat([ftyp(), moov, mdat(media)]);
}
