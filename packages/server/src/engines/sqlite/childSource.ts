/**
 * The program of a SQLite child process, as source text run with `node -e`.
 *
 * Why a child process and not a worker thread: better-sqlite3 is synchronous and has no interrupt, and
 * `Worker.terminate()` only stops JavaScript, so a statement running inside SQLite's C code (a
 * recursive CTE counting to 1e9) kept a CPU busy for its whole length after the worker was
 * "terminated". Killing a process stops it at once. Why source text: the server runs from `.js` in
 * production and from `.ts` under Vitest, and a text program runs the same in both.
 *
 * Protocol (IPC with the advanced serialization, so bigints and bytes cross unchanged):
 *   parent -> child: { op: 'query', sql, params, maxRows, batchSize } | { op: 'describe', sql }
 *                    | { op: 'many', sql, rows } (runs the statement once per row)
 *                    then, between batches, { op: 'next' } or { op: 'close' }
 *   child -> parent: { type: 'ready' } once the database is open
 *                    { type: 'batch', columns, rows, last } (rows as arrays, integers as bigint)
 *                    { type: 'end' } after a close, { type: 'error', message, code }
 * Each request ends with exactly one `batch` with last=true, an `end` or an `error`.
 */
export const SQLITE_CHILD_SOURCE = String.raw`
'use strict';
const config = JSON.parse(process.argv[1]);
const Database = require(config.driver);

const send = (message) =>
  new Promise((resolve) => process.send(message, () => resolve()));
const errorMessage = (error) => ({
  type: 'error',
  message: error && error.message ? String(error.message) : String(error),
  code: error && error.code ? String(error.code) : null,
});

let db;
try {
  db = new Database(config.file, { readonly: config.readonly, fileMustExist: config.fileMustExist });
} catch (error) {
  db = null;
  send(errorMessage(error)).then(() => process.exit(1));
}

let waiting = null;
const requests = [];
let busy = false;

process.on('disconnect', () => process.exit(0));
if (db) process.on('message', (message) => {
  if (message.op === 'next' || message.op === 'close') {
    const resume = waiting;
    waiting = null;
    if (resume) resume(message.op);
    return;
  }
  requests.push(message);
  if (!busy) drain();
});

async function drain() {
  busy = true;
  while (requests.length > 0) await handle(requests.shift());
  busy = false;
}

// The engine's own compiled program decides, not Loupe's reading of the text: ATTACH/DETACH (reading
// another database file, such as Loupe's own store) and VACUUM INTO (writing a file) are refused on
// every connection, and on a read-only one every statement SQLite says may write (better-sqlite3's
// readonly is sqlite3_stmt_readonly) — VACUUM INTO and temp tables would otherwise run there.
function refuseUnsafe(statement, sql, params) {
  let program;
  try {
    program = db.prepare('EXPLAIN ' + sql).all(...params);
  } catch (error) {
    // Only an EXPLAIN cannot be explained again; it runs nothing, so a reading one may go on.
    if (statement.reader && statement.readonly) program = [];
    else throw error;
  }
  for (const op of program) {
    if ((op.opcode === 'Function' || op.opcode === 'PureFunc') && /^sqlite_(attach|detach)\(/.test(String(op.p4))) {
      throw Object.assign(new Error('ATTACH and DETACH are not allowed: a query may read only its own database.'), { code: 'LOUPE_REFUSED' });
    }
    if (op.opcode === 'Vacuum' && op.p2 !== 0) {
      throw Object.assign(new Error('VACUUM INTO is not allowed: it writes a file on the server.'), { code: 'LOUPE_REFUSED' });
    }
  }
  if (config.readonly && !statement.readonly) {
    throw Object.assign(new Error('attempt to write a readonly database: this database does not allow DML.'), { code: 'SQLITE_READONLY' });
  }
}

function columnsOf(statement) {
  return statement.columns().map((column) => ({ name: column.name, type: column.type }));
}

async function handle(request) {
  // Loading a table: one prepared INSERT run for every row of the batch.
  if (request.op === 'many') {
    try {
      const insert = db.prepare(request.sql);
      for (const row of request.rows) insert.run(...row);
      return send({ type: 'batch', columns: [], rows: [], last: true });
    } catch (error) {
      return send(errorMessage(error));
    }
  }
  let statement;
  try {
    statement = db.prepare(request.sql);
    refuseUnsafe(statement, request.sql, request.params || []);
  } catch (error) {
    return send(errorMessage(error));
  }
  if (!statement.reader) {
    if (request.op === 'describe') return send({ type: 'batch', columns: [], rows: [], last: true });
    try {
      statement.run(...(request.params || []));
      return send({ type: 'batch', columns: [], rows: [], last: true });
    } catch (error) {
      return send(errorMessage(error));
    }
  }
  const columns = columnsOf(statement);
  if (request.op === 'describe') return send({ type: 'batch', columns, rows: [], last: true });
  statement.raw(true);
  statement.safeIntegers(true);
  const cap = request.maxRows == null ? Infinity : request.maxRows;
  let iterator;
  try {
    iterator = statement.iterate(...(request.params || []));
    let read = 0;
    for (;;) {
      const rows = [];
      let last = read >= cap;
      while (!last && rows.length < request.batchSize) {
        const next = iterator.next();
        if (next.done) {
          last = true;
          break;
        }
        rows.push(next.value);
        read++;
        if (read >= cap) last = true;
      }
      if (last) {
        iterator.return();
        return send({ type: 'batch', columns, rows, last: true });
      }
      await send({ type: 'batch', columns, rows, last: false });
      const op = await new Promise((resolve) => (waiting = resolve));
      if (op === 'close') {
        iterator.return();
        return send({ type: 'end' });
      }
    }
  } catch (error) {
    if (iterator) {
      try {
        iterator.return();
      } catch {}
    }
    return send(errorMessage(error));
  }
}

if (db) send({ type: 'ready' });
`;
