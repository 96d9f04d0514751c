import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'secret_key';

/**
 * The secret key signs tokens and encrypts stored credentials. LOUPE_SECRET_KEY wins; otherwise one
 * is generated into the data dir at first start (mode 0600) and reused after.
 */
export function ensureSecretKey(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) {
    const key = fs.readFileSync(file, 'utf8').trim();
    if (key) return key;
  }
  const key = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}
