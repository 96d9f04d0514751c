/**
 * Engine error text as users may see it. Drivers put internals into their messages: DuckDB appends a
 * C++ stack trace to internal errors ("Stack Trace:" and one frame a line, with library paths and
 * addresses), native bindings and child processes can carry JavaScript stack frames, and file
 * engines name the files they failed on (the data dir, the server's install folder). Errors reach
 * SQL Lab, chart data and the database API, so every engine message goes through here first.
 */

/** A header that starts a stack trace: everything from it on is dropped. */
const STACK_HEADER = /^\s*(?:stack trace|stacktrace|backtrace|call stack)\s*:?\s*$/im;

/** One frame of a native or JavaScript stack trace, on a line of its own. */
const FRAME_LINES: readonly RegExp[] = [
  // JavaScript: "    at fn (/srv/app/file.js:1:2)", "    at /srv/app/file.js:1:2", "    at node:internal/..."
  /^\s*at\s+(?:.*\(.*\)|\S*[/\\]\S*:\d+(?::\d+)?|node:\S+)\s*$/,
  // DuckDB's resolved frames: "0        duckdb::Exception::Exception(...) + 52"
  /^\s*\d+\s+\S.*\+\s*\d+\s*$/,
  // backtrace_symbols: "/usr/lib/libduckdb.so(_ZN6duckdb9ExceptionC2Ev+0x3c) [0x7f3a2b1c]"
  /^\s*\S+\((?:[^)]*\+)?0x[0-9a-f]+\)\s*\[0x[0-9a-f]+\]\s*$/i,
  // macOS-style frames: "3   libduckdb.dylib   0x000000010a1b2c3d  _ZN6duckdb... + 60"
  /^\s*\d+\s+\S+\s+0x[0-9a-f]{6,}\b.*$/i,
  // A line that is nothing but addresses.
  /^\s*(?:\[?0x[0-9a-f]{6,}\]?\s*)+$/i,
];

// An absolute POSIX path of two or more components, not inside a URL or a word ("a/b/c" in SQL),
// and not starting with a digit ("x /2/3" in an echoed query).
const POSIX_PATH = /(?<![\w:/.~-])\/(?=[A-Za-z_.~])(?:[\w.@+~-]+\/)+[\w.@+~-]*/g;
// A Windows path: "C:\\dir\\file" (also with forward slashes after the drive).
const WINDOWS_PATH = /(?<![\w])[a-z]:[\\/](?:[^\\/\s"'`<>|:*?]+[\\/])*[^\\/\s"'`<>|:*?]*/gi;
// file:// URLs name server paths as well.
const FILE_URL = /\bfile:\/\/\S*/gi;

/** The last component of a path, or a neutral word when it has none. */
function lastPart(found: string): string {
  const parts = found.split(/[\\/]/).filter(Boolean);
  return parts[parts.length - 1] ?? 'path';
}

/**
 * Removes what a user must not see from an engine's error message: a stack trace (from a
 * "Stack Trace:" line on, and any stand-alone frame lines), and server file paths, each replaced by
 * its last component (`IO Error: Cannot open file "/srv/loupe/data/x.duckdb"` becomes
 * `IO Error: Cannot open file "x.duckdb"`). The engine's own explanation stays as it was.
 */
export function sanitizeEngineMessage(message: string): string {
  let text = message.replace(/\r\n?/g, '\n');
  const header = STACK_HEADER.exec(text);
  if (header) text = text.slice(0, header.index);
  text = text
    .split('\n')
    .filter((line) => !FRAME_LINES.some((frame) => frame.test(line)))
    .join('\n');
  text = text
    .replace(FILE_URL, (found) => lastPart(found.replace(/^file:\/\//i, '')))
    .replace(WINDOWS_PATH, lastPart)
    .replace(POSIX_PATH, lastPart);
  // Dropped lines leave runs of blank lines behind.
  text = text.replace(/\n{3,}/g, '\n\n').trim();
  return text || 'The database reported an error.';
}
