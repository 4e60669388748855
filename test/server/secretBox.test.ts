// Secrets at rest: what is sealed opens with the same key only, an altered value opens to null, and
// without SECRET_KEY the key made in DATA_DIR is kept (a restart opens what was sealed before).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSecretBox, secretBoxOf } from '../../server/core/services/secretBox';

it('seals so that only the same key opens, and refuses an altered value', () => {
  const box = createSecretBox(Buffer.from('one'));
  const sealed = box.seal('授权码 abc');
  expect(sealed).not.toContain('abc');
  expect(box.open(sealed)).toBe('授权码 abc');
  expect(createSecretBox(Buffer.from('two')).open(sealed)).toBeNull();
  // Alter a character inside the ciphertext: the last one of unpadded base64 carries unused bits, so
  // changing it can leave the bytes as they were.
  const at = sealed.length - 6;
  const altered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
  expect(box.open(altered)).toBeNull();
  expect(box.open('plain')).toBeNull();
});

it('signs: the signature verifies the same data only', () => {
  const box = createSecretBox(Buffer.from('one'));
  const sig = box.sign('manifest');
  expect(box.verify('manifest', sig)).toBe(true);
  expect(box.verify('manifest!', sig)).toBe(false);
  expect(createSecretBox(Buffer.from('two')).verify('manifest', sig)).toBe(false);
});

it('keeps a key file in DATA_DIR when SECRET_KEY is unset, so what was sealed opens after a restart', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
  const sealed = secretBoxOf({ dataDir: dir, secretKey: null }).seal('x');
  expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  const again = createSecretBox(fs.readFileSync(path.join(dir, 'secret.key')));
  expect(again.open(sealed)).toBe('x');
  fs.rmSync(dir, { recursive: true, force: true });
});
