import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The file a worker thread loads for `name` (a module of this folder). The server runs from
 * `dist/`, where tsc put `<name>.js` next to this file. Vitest runs the TypeScript sources and a
 * worker thread cannot load `.ts` on Node 20, so there the source is transpiled once (TypeScript's
 * transpileModule, a dev dependency) into the package's `node_modules/.cache/`, from where its
 * package imports resolve as they would from `src/`. The worker modules import only packages, which
 * is what makes this plain transpile enough, and the tests then exercise the very same worker code.
 */
export async function workerFile(name: string): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  const compiled = path.join(path.dirname(here), `${name}.js`);
  if (fs.existsSync(compiled)) return pathToFileURL(compiled).href;
  const source = path.join(path.dirname(here), `${name}.ts`);
  const ts = (await import('typescript')).default;
  const output = ts.transpileModule(fs.readFileSync(source, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    fileName: source,
  }).outputText;
  const packageDir = path.resolve(path.dirname(here), '../../..');
  const cacheDir = path.join(packageDir, 'node_modules', '.cache', 'loupe-workers');
  fs.mkdirSync(cacheDir, { recursive: true });
  // Named by content, so a changed source is never served stale and parallel test files agree.
  const { createHash } = await import('node:crypto');
  const target = path.join(
    cacheDir,
    `${name}-${createHash('sha256').update(output).digest('hex').slice(0, 12)}.mjs`,
  );
  if (!fs.existsSync(target)) {
    const temporary = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, output);
    fs.renameSync(temporary, target);
  }
  return pathToFileURL(target).href;
}
