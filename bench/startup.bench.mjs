// Start-up times: first start on an empty data dir (schema, seed, examples load) and a cold start
// on an existing data dir, both measured from process spawn to the first answered /health. The CPU
// time the server process had used by then is printed too: on a machine shared with other work the
// wall time grows with the load, the CPU time much less, so it tells a slower start from a busy machine.
import fs from 'node:fs';
import { ensureBuilt, fmt, startServer, tempDataDir } from './lib.mjs';

/** User + system CPU time of a process so far (Linux /proc; null elsewhere). */
function cpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks of 10 ms on Linux.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

ensureBuilt();
const dataDir = tempDataDir('startup');
try {
  const first = await startServer({ dataDir, port: 18301 });
  await first.stop();
  const cold = [];
  const cpu = [];
  for (let i = 0; i < 5; i++) {
    const s = await startServer({ dataDir, port: 18301 });
    cold.push(s.readyMs);
    cpu.push(cpuMs(s.pid));
    await s.stop();
  }
  cold.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  console.log('startup');
  console.log(
    `  first start, empty data dir (incl. examples load): ${fmt(first.readyMs)} ms   (goal < 20,000 ms)`,
  );
  console.log(
    `  cold start, existing data dir: median ${fmt(cold[2])} ms, min ${fmt(cold[0])} ms, max ${fmt(cold[4])} ms   (goal < 1,000 ms)`,
  );
  if (cpu[2] !== null) console.log(`  cold start, server CPU time until listening: median ${fmt(cpu[2])} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
