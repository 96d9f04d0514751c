import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureSecretKey } from './secretKey.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-key-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('ensureSecretKey', () => {
  it('generates a key at first start into a file only the owner can read, then reuses it', () => {
    const dir = tempDir();
    const key = ensureSecretKey(dir, undefined);
    expect(key.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'secret_key');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(ensureSecretKey(dir, undefined)).toBe(key);
    expect(ensureSecretKey(tempDir(), undefined)).not.toBe(key);
  });

  it('prefers LOUPE_SECRET_KEY and writes nothing', () => {
    const dir = tempDir();
    expect(ensureSecretKey(dir, 'configured')).toBe('configured');
    expect(fs.existsSync(path.join(dir, 'secret_key'))).toBe(false);
  });

  it('replaces an empty key file', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'secret_key'), '\n');
    const key = ensureSecretKey(dir, undefined);
    expect(key).not.toBe('');
    expect(fs.readFileSync(path.join(dir, 'secret_key'), 'utf8').trim()).toBe(key);
  });
});
