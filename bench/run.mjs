// Runs every benchmark in turn; each prints its own figures and ratios.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const only = process.argv[2];
const files = fs
  .readdirSync(path.join(ROOT, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.startsWith(only)))
  .sort();
for (const file of files) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bench', file)], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
