// Secrets at rest (issue 14: SMTP passwords, certificate keys, app tokens) and signatures (backup
// manifests). AES-256-GCM with a key derived from SECRET_KEY, or from a random key file made once in
// DATA_DIR when SECRET_KEY is unset, so a copied database alone does not give the secrets away.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';

export interface SecretBox {
  /** 'v1:' + base64url(iv | tag | ciphertext). */
  seal(plain: string): string;
  /** The plain text, or null for a value sealed with another key or altered. */
  open(sealed: string): string | null;
  /** HMAC-SHA256 of the data, hex. */
  sign(data: string | Buffer): string;
  verify(data: string | Buffer, signature: string): boolean;
}

const KEY_FILE = 'secret.key';

function rootKey(config: Pick<ServerConfig, 'dataDir' | 'secretKey'>): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, 'utf8');
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    return fs.readFileSync(file);
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // 'wx': of two processes starting together, one writes and the other reads its key.
      fs.writeFileSync(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    return fs.readFileSync(file);
  }
}

const boxes = new Map<string, SecretBox>();

/** The server's secret box (one per key source, made on first use). */
export function secretBoxOf(config: Pick<ServerConfig, 'dataDir' | 'secretKey'>): SecretBox {
  const id = config.secretKey ? `key:${config.secretKey}` : `dir:${config.dataDir}`;
  let box = boxes.get(id);
  if (!box) {
    box = createSecretBox(rootKey(config));
    boxes.set(id, box);
  }
  return box;
}

export function createSecretBox(root: Buffer): SecretBox {
  // Separate keys for sealing and signing, derived from the one root.
  const sealKey = Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'console seal v1', 32));
  const signKey = Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'console sign v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      if (!sealed.startsWith('v1:')) return null;
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      if (raw.length < 28) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    sign(data) {
      return createHmac('sha256', signKey).update(data).digest('hex');
    },
    verify(data, signature) {
      const want = Buffer.from(createHmac('sha256', signKey).update(data).digest('hex'), 'utf8');
      const got = Buffer.from(String(signature), 'utf8');
      return got.length === want.length && timingSafeEqual(got, want);
    },
  };
}
