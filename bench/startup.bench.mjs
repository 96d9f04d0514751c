// Start-up times: first start on an empty data dir (schema, seed, examples load) and a cold start
// on an existing data dir, both measured from process spawn to the first answered /health.
import fs from 'node:fs';
import { ensureBuilt, fmt, startServer, tempDataDir } from './lib.mjs';

ensureBuilt();
const dataDir = tempDataDir('startup');
try {
  const first = await startServer({ dataDir, port: 18301 });
  await first.stop();
  const cold = [];
  for (let i = 0; i < 5; i++) {
    const s = await startServer({ dataDir, port: 18301 });
    cold.push(s.readyMs);
    await s.stop();
  }
  cold.sort((a, b) => a - b);
  console.log('startup');
  console.log(
    `  first start, empty data dir (incl. examples load): ${fmt(first.readyMs)} ms   (goal < 20,000 ms)`,
  );
  console.log(
    `  cold start, existing data dir: median ${fmt(cold[2])} ms, min ${fmt(cold[0])} ms, max ${fmt(cold[4])} ms   (goal < 1,500 ms)`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
