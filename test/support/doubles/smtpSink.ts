// An SMTP server on 127.0.0.1 (smtp-server) that keeps what it is sent, for tests of mail. It can
// require a login, refuse chosen recipients, or hold each message before answering (a timeout
// test). startBrokenSmtp is a TCP peer that is not a working SMTP server at all: garbage, an
// endless reply, or silence. mailparser is not installed, so the raw message is kept and its
// subject, text and HTML are decoded here (enough for nodemailer's output: RFC 2047 words,
// quoted-printable or base64 parts, multipart/alternative).
import net, { type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO as the client sent them. */
  envelope: { from: string; to: string[] };
  /** The user the client logged in as, if it did. */
  user: string | undefined;
  raw: string;
  subject: string;
  text: string;
  html: string | undefined;
}

export interface SmtpSink {
  /** smtp://[user:pass@]127.0.0.1:port */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** RCPT TO these addresses gets 550. */
  rejectRecipient(address: string): void;
  /** Every following message waits ms before its answer (the client should give up first). */
  holdMessages(ms: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(options: { auth?: { user: string; pass: string } } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const rejected = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  let holdMs = 0;
  const server = new SMTPServer({
    secure: false,
    // No TLS on loopback: nodemailer would otherwise upgrade to the sink's self-signed certificate.
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      const ok = options.auth && auth.username === options.auth.user && auth.password === options.auth.pass;
      if (!ok) return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (rejected.has(address.address.toLowerCase())) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const finish = () => {
          const from = session.envelope.mailFrom;
          received.push({
            envelope: { from: from ? from.address : '', to: session.envelope.rcptTo.map((r) => r.address) },
            user: typeof session.user === 'string' ? session.user : undefined,
            raw,
            ...parseMessage(raw),
          });
          callback(null, 'Message queued');
        };
        if (!holdMs) return finish();
        // A held message is answered late and not kept: its client has given up on it by then.
        const timer = setTimeout(() => { timers.delete(timer); callback(null, 'Message queued'); }, holdMs);
        timers.add(timer);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = ((server as unknown as { server: net.Server }).server.address() as AddressInfo).port;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    port,
    received,
    rejectRecipient: (address) => { rejected.add(address.toLowerCase()); },
    holdMessages: (ms) => { holdMs = ms; },
    async close() {
      for (const t of timers) clearTimeout(t);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface BrokenSmtp {
  url: string;
  /** One entry per connection the client opened. */
  received: { connectedAt: number }[];
  close(): Promise<void>;
}

/**
 * garbage: answers an HTTP page instead of a 220 greeting; oversized: a greeting line that never
 * ends (bytes long); silent: accepts the connection and says nothing.
 */
export async function startBrokenSmtp(mode: 'garbage' | 'oversized' | 'silent', bytes = 4 * 1024 * 1024): Promise<BrokenSmtp> {
  const received: { connectedAt: number }[] = [];
  const sockets = new Set<Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    received.push({ connectedAt: Date.now() });
    if (mode === 'garbage') socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/html\r\n\r\n<html>not smtp</html>\r\n');
    if (mode === 'oversized') {
      socket.write('220-');
      const piece = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < bytes && !socket.destroyed) {
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once('drain', pump);
        }
      };
      pump();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// --- a small decoder for what nodemailer writes -------------------------------------------------------

function splitHead(raw: string): { head: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const headText = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const head: Record<string, string> = {};
  for (const line of headText.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) head[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { head, body };
}

function decodeQp(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** =?UTF-8?B?…?= and =?UTF-8?Q?…?= words (adjacent words joined, as RFC 2047 says). */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _charset: string, enc: string, data: string) =>
      (enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : decodeQp(data.replace(/_/g, ' '))).toString('utf8'));
}

function decodePart(head: Record<string, string>, body: string): string {
  const enc = (head['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body).toString('utf8');
  return body;
}

function parts(head: Record<string, string>, body: string): { type: string; text: string }[] {
  const type = (head['content-type'] ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(head['content-type'] ?? '')?.[1];
  if (!type.startsWith('multipart/') || !boundary) return [{ type: type.split(';')[0].trim(), text: decodePart(head, body) }];
  return body.split(`--${boundary}`).slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => {
      const part = splitHead(p.replace(/^\r?\n/, ''));
      return parts(part.head, part.body.replace(/\r?\n$/, ''));
    });
}

export function parseMessage(raw: string): { subject: string; text: string; html: string | undefined } {
  const { head, body } = splitHead(raw);
  const all = parts(head, body);
  return {
    subject: decodeWords(head.subject ?? ''),
    text: (all.find((p) => p.type === 'text/plain')?.text ?? '').replace(/\r\n/g, '\n').replace(/\n$/, ''),
    html: all.find((p) => p.type === 'text/html')?.text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}
