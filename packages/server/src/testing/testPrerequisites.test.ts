import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * scripts/test-prerequisites.sh decides what the test command installs. It runs here against a fake
 * system: LOUPE_SYSROOT stands for /, and PATH holds only stand-ins for id, sudo and apt-get (which
 * log their calls and "install" into the fake root) next to the few real tools the script uses, so
 * nothing is ever installed.
 */

const SCRIPT = fileURLToPath(new URL('../../../../scripts/test-prerequisites.sh', import.meta.url));
const ALL = ['chromium', 'postgresql', 'redis-server', 'mariadb-server'];
const BINARIES: Record<string, string> = {
  chromium: 'usr/bin/chromium',
  postgresql: 'usr/lib/postgresql/15/bin/initdb usr/lib/postgresql/15/bin/pg_ctl',
  'redis-server': 'usr/bin/redis-server',
  'mariadb-server': 'usr/sbin/mariadbd',
};
const REAL_TOOLS = ['sh', 'chmod', 'rm', 'env', 'mkdir'];

interface Machine {
  root: string;
  log: string;
  bin: string;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function executable(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  chmodSync(file, 0o755);
}

function install(root: string, packages: readonly string[]): void {
  for (const name of packages)
    for (const file of BINARIES[name]!.split(' ')) executable(path.join(root, file), '#!/bin/sh\n');
}

/** A fake machine with `installed` present; `aptGet: false` leaves apt-get out of PATH. */
function machine(installed: readonly string[], { aptGet = true } = {}): Machine {
  const dir = mkdtempSync(path.join(tmpdir(), 'loupe-prereq-'));
  dirs.push(dir);
  const root = path.join(dir, 'root');
  const bin = path.join(dir, 'bin');
  const log = path.join(dir, 'calls.log');
  mkdirSync(path.join(root, 'usr/sbin'), { recursive: true });
  mkdirSync(bin);
  writeFileSync(log, '');
  install(root, installed);
  for (const tool of REAL_TOOLS) {
    const real = ['/usr/bin', '/bin'].map((d) => path.join(d, tool)).find((p) => existsSync(p));
    if (real) symlinkSync(real, path.join(bin, tool));
  }
  executable(path.join(bin, 'id'), '#!/bin/sh\necho "$FAKE_UID"\n');
  // Passwordless when FAKE_SUDO=yes: runs the command (after -n) as the caller would as root.
  executable(
    path.join(bin, 'sudo'),
    '#!/bin/sh\n[ "$FAKE_SUDO" = yes ] || exit 1\n[ "$1" = -n ] && shift\nprintf "%s\\n" "sudo $*" >>"$FAKE_LOG"\n"$@"\n',
  );
  if (aptGet) {
    // Logs each call and whether policy-rc.d keeps services from starting at that moment; an install
    // puts the packages' binaries into the fake root (unless FAKE_APT_INSTALLS=no).
    const cases = Object.entries(BINARIES)
      .map(([name, files]) => `    ${name}) files="${files}" ;;`)
      .join('\n');
    executable(
      path.join(bin, 'apt-get'),
      `#!/bin/bash
policy=no; [ -x "$LOUPE_SYSROOT/usr/sbin/policy-rc.d" ] && policy=yes
echo "apt-get $* (policy-rc.d: $policy, DEBIAN_FRONTEND=\${DEBIAN_FRONTEND:-})" >>"$FAKE_LOG"
[ "$1" = install ] && [ "\${FAKE_APT_INSTALLS:-yes}" = yes ] || exit 0
for p in "$@"; do
  files=
  case "$p" in
${cases}
  esac
  for f in $files; do mkdir -p "$LOUPE_SYSROOT/\${f%/*}"; printf '#!/bin/sh\\n' >"$LOUPE_SYSROOT/$f"; chmod +x "$LOUPE_SYSROOT/$f"; done
done
`,
    );
  }
  return { root, log, bin };
}

interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
  calls: string[];
}

function run(
  m: Machine,
  { uid = 1000, sudo = false, args = [] as string[], env = {} as Record<string, string> } = {},
): Outcome {
  const result = spawnSync('/bin/bash', [SCRIPT, ...args], {
    env: {
      PATH: m.bin,
      LOUPE_SYSROOT: m.root,
      FAKE_UID: String(uid),
      FAKE_SUDO: sudo ? 'yes' : 'no',
      FAKE_LOG: m.log,
      ...env,
    },
    encoding: 'utf8',
  });
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    calls: readFileSync(m.log, 'utf8').split('\n').filter(Boolean),
  };
}

describe('scripts/test-prerequisites.sh', () => {
  it('does nothing, silently, when everything is installed', () => {
    const m = machine(ALL);
    const outcome = run(m, { uid: 0 });
    expect(outcome).toMatchObject({ status: 0, stdout: '', stderr: '', calls: [] });
  });

  it('takes CHROMIUM_PATH as the browser, as the end-to-end config does', () => {
    const m = machine(['postgresql', 'redis-server', 'mariadb-server']);
    executable(path.join(m.root, 'opt/chrome'), '#!/bin/sh\n');
    expect(run(m, { env: { CHROMIUM_PATH: path.join(m.root, 'opt/chrome') } }).status).toBe(0);
  });

  it('stops at once with the exact command, listing only what is missing, when the user may not install', () => {
    const m = machine(['postgresql', 'mariadb-server']);
    const outcome = run(m, { uid: 1000, sudo: false });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('\n  sudo apt-get install -y chromium redis-server\n');
    expect(outcome.calls).toEqual([]);
  });

  it('installs as root what is missing, with services kept from starting, and removes its policy-rc.d', () => {
    const m = machine(['chromium']);
    const outcome = run(m, { uid: 0 });
    expect(outcome.status).toBe(0);
    expect(outcome.calls).toEqual([
      'apt-get update -qq (policy-rc.d: yes, DEBIAN_FRONTEND=)',
      'apt-get install -y -qq postgresql redis-server mariadb-server (policy-rc.d: yes, DEBIAN_FRONTEND=noninteractive)',
    ]);
    expect(existsSync(path.join(m.root, 'usr/sbin/policy-rc.d'))).toBe(false);
    expect(outcome.stdout).toContain('installing postgresql redis-server mariadb-server (as root)');
    // A second run finds everything and does nothing.
    expect(run(m, { uid: 0 })).toMatchObject({ status: 0, stdout: '', calls: outcome.calls });
  });

  it('fails when apt-get left something missing', () => {
    const m = machine(['chromium', 'postgresql']);
    const outcome = run(m, { uid: 0, env: { FAKE_APT_INSTALLS: 'no' } });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('still missing after apt-get: redis-server mariadb-server');
    expect(existsSync(path.join(m.root, 'usr/sbin/policy-rc.d'))).toBe(false);
  });

  it('installs through passwordless sudo for another user', () => {
    const m = machine(['postgresql', 'redis-server', 'mariadb-server']);
    const outcome = run(m, { uid: 1000, sudo: true });
    expect(outcome.calls).toEqual([
      // May this user install? A passwordless sudo answers at once.
      'sudo true',
      expect.stringMatching(/^sudo sh -c /),
      'sudo apt-get update -qq',
      'apt-get update -qq (policy-rc.d: yes, DEBIAN_FRONTEND=)',
      'sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
      'apt-get install -y -qq chromium (policy-rc.d: yes, DEBIAN_FRONTEND=noninteractive)',
      expect.stringMatching(/^sudo rm -f .*policy-rc\.d$/),
    ]);
    expect(outcome.stdout).toContain('installing chromium (with sudo)');
  });

  it('leaves a policy-rc.d that was already there', () => {
    const m = machine(ALL.filter((name) => name !== 'redis-server'));
    executable(path.join(m.root, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n');
    run(m, { uid: 0 });
    expect(existsSync(path.join(m.root, 'usr/sbin/policy-rc.d'))).toBe(true);
  });

  it('--check says what it would do and installs nothing', () => {
    const m = machine(['chromium', 'redis-server']);
    const outcome = run(m, { uid: 0, args: ['--check'] });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain(
      'postgresql mariadb-server missing; without --check they are installed as root: sudo apt-get install -y postgresql mariadb-server',
    );
    expect(outcome.calls).toEqual([]);
  });

  it('without apt-get names what is missing and installs nothing', () => {
    const m = machine(['chromium', 'postgresql', 'mariadb-server'], { aptGet: false });
    const outcome = run(m, { uid: 0 });
    expect(outcome.status).toBe(1);
    expect(outcome.stderr).toContain('the tests need redis-server');
    expect(outcome.stderr).toContain('no apt-get');
    expect(outcome.calls).toEqual([]);
  });
});
