#!/usr/bin/env bash
# The system programs the tests drive: Chromium for the end-to-end tests, and the PostgreSQL, MariaDB
# and Redis server binaries the tests start their own private servers from (nothing is left running).
# Run before `npm test` (its pretest) and by .ci/run.
#
# Everything present: exits at once, silently. Something missing on a Debian/Ubuntu machine where this
# user may install packages (root, or passwordless sudo): installs it with apt-get, keeping the
# packages' own services from starting. Otherwise: stops with the exact command to run.
#
#   scripts/test-prerequisites.sh           check, and install what is missing when allowed
#   scripts/test-prerequisites.sh --check   only say what is missing and what would be done
#
# LOUPE_SYSROOT stands for / where programs are looked for and policy-rc.d is written; only the tests
# of this script set it.
set -euo pipefail

me="test-prerequisites"
check_only=0
case "${1:-}" in
  --check) check_only=1 ;;
  "") ;;
  *)
    echo "$me: unknown option $1 (use --check or nothing)" >&2
    exit 2
    ;;
esac
sysroot="${LOUPE_SYSROOT:-}"

# The same places the tests look (packages/e2e/playwright.config.ts, packages/server/src/testing).
find_missing() {
  missing=()
  [[ -x "${CHROMIUM_PATH:-$sysroot/usr/bin/chromium}" ]] || missing+=(chromium)
  if ! compgen -G "$sysroot/usr/lib/postgresql/*/bin/initdb" >/dev/null ||
    ! compgen -G "$sysroot/usr/lib/postgresql/*/bin/pg_ctl" >/dev/null; then
    missing+=(postgresql)
  fi
  [[ -x "$sysroot/usr/bin/redis-server" ]] || missing+=(redis-server)
  [[ -x "$sysroot/usr/sbin/mariadbd" ]] || missing+=(mariadb-server)
}

find_missing
((${#missing[@]} == 0)) && exit 0

command_line="sudo apt-get install -y ${missing[*]}"

if ! command -v apt-get >/dev/null; then
  echo "$me: the tests need ${missing[*]}, which are not installed, and this is not a Debian/Ubuntu" \
    "system (no apt-get). Install them with your package manager (Debian's command: $command_line)." >&2
  exit 1
fi

# Who may install: root directly, another user through sudo when it asks no password.
if [[ $(id -u) -eq 0 ]]; then
  as_root=()
  how="as root"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
  how="with sudo"
else
  echo "$me: the tests need ${missing[*]}, which are not installed, and this user may not install" \
    "packages (not root, and sudo asks for a password). Run:" >&2
  echo "  $command_line" >&2
  echo "then run the tests again." >&2
  exit 1
fi

if ((check_only)); then
  echo "$me: ${missing[*]} missing; without --check they are installed $how: $command_line" >&2
  exit 1
fi

echo "$me: installing ${missing[*]} ($how)"
# The tests run their own private PostgreSQL cluster, MariaDB server and redis-server, so the packages'
# default services are kept from starting: a policy-rc.d answering 101 tells the package scripts not
# to start them. One already there (someone else's policy) is left as it is.
policy="$sysroot/usr/sbin/policy-rc.d"
remove_policy() { "${as_root[@]}" rm -f "$policy"; }
created_policy=0
if [[ ! -e $policy ]]; then
  "${as_root[@]}" sh -c 'printf "#!/bin/sh\nexit 101\n" >"$1" && chmod +x "$1"' sh "$policy"
  created_policy=1
  trap remove_policy EXIT
fi
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
if ((created_policy)); then
  remove_policy
  trap - EXIT
fi

find_missing
if ((${#missing[@]} > 0)); then
  echo "$me: still missing after apt-get: ${missing[*]}" >&2
  exit 1
fi
