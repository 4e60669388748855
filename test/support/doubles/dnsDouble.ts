// A DNS server for tests (UDP on 127.0.0.1): answers TXT questions from the records the test sets,
// NXDOMAIN for other names, or stays silent (a resolver that times out) or answers SERVFAIL when
// told to. Just enough of RFC 1035 for node:dns's resolver: one question, TXT answers.
import dgram from 'node:dgram';

export interface DnsDouble {
  /** "127.0.0.1:<port>", for DNS_SERVERS. */
  server: string;
  txt: Map<string, string[]>;
  mode: 'answer' | 'servfail';
  /** Questions asked, as "name TYPE". */
  asked: string[];
  close(): Promise<void>;
}

function readName(msg: Buffer, at: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = at;
  while (msg[i] !== 0) {
    const len = msg[i];
    labels.push(msg.subarray(i + 1, i + 1 + len).toString('latin1'));
    i += len + 1;
  }
  return { name: labels.join('.').toLowerCase(), end: i + 1 };
}

function txtRdata(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const part = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(chunks);
}

export async function startDnsDouble(): Promise<DnsDouble> {
  const socket = dgram.createSocket('udp4');
  const double: DnsDouble = {
    server: '',
    txt: new Map(),
    mode: 'answer',
    asked: [],
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
  socket.on('message', (msg, peer) => {
    if (msg.length < 12) return;
    const { name, end } = readName(msg, 12);
    const qtype = msg.readUInt16BE(end);
    double.asked.push(`${name} ${qtype === 16 ? 'TXT' : qtype}`);
    const question = msg.subarray(12, end + 4);
    const values = qtype === 16 ? double.txt.get(name) : undefined;
    const rcode = double.mode === 'servfail' ? 2 : values ? 0 : 3;
    const header = Buffer.alloc(12);
    msg.copy(header, 0, 0, 2); // id
    header.writeUInt16BE(0x8180 | rcode, 2); // response, recursion desired and available
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(rcode === 0 ? values!.length : 0, 6);
    const answers = rcode === 0 ? values!.map((v) => {
      const rdata = txtRdata(v);
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0); // the question's name
      rr.writeUInt16BE(16, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([rr, rdata]);
    }) : [];
    socket.send(Buffer.concat([header, question, ...answers]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
  double.server = `127.0.0.1:${socket.address().port}`;
  return double;
}
