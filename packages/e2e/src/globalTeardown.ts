import { rmSync } from 'node:fs';
import { DATA_DIR_CREATED_VARIABLE, DATA_DIR_VARIABLE } from './env.js';

/**
 * Removes the data dir the config created for this run (tens of MB: metadata and examples database).
 * A dir passed in by the caller is theirs and stays; LOUPE_E2E_KEEP_DATA=1 keeps ours for debugging.
 */
export default function globalTeardown(): void {
  const dataDir = process.env[DATA_DIR_VARIABLE];
  if (!dataDir || process.env[DATA_DIR_CREATED_VARIABLE] !== '1' || process.env.LOUPE_E2E_KEEP_DATA === '1')
    return;
  rmSync(dataDir, { recursive: true, force: true });
}
