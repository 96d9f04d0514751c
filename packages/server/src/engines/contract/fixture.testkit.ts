import type { ConnectionSettings, EngineConnection, EngineError, EngineSpec } from '../EngineSpec.js';

/** Engine type names for the contract's tables. `bigDecimal` null: the engine cannot store DECIMAL(30,2) exactly. */
export interface ContractColumnTypes {
  integer: string;
  bigint: string;
  decimal: string;
  bigDecimal: string | null;
  float: string;
  text: string;
  varchar: string;
  boolean: string;
  date: string;
  timestamp: string;
}

export interface ConnectionFailureCase {
  name: string;
  settings: ConnectionSettings;
  errorType: EngineError['errorType'];
  message: RegExp;
  /** Must not appear in the message. */
  secret?: string;
}

/** What the shared contract needs to know about one engine to test it against the real thing. */
export interface EngineFixture {
  spec: EngineSpec;
  /** Creates a fresh, empty database for one test file. */
  open(): Promise<{ settings: ConnectionSettings; schema: string; cleanup(): Promise<void> }>;
  types: ContractColumnTypes;
  /** One column `x` with the integers 1..n in order. */
  seriesSql(n: number): string;
  /** A result far too large to read, produced lazily: only a row cap makes it return. */
  endlessSql: string;
  /**
   * A query that runs far longer than any test may take (an hour or more) unless cancelled, so its
   * ending shows the cancel worked; `marker` appears in its text.
   */
  slowSql(marker: string): string;
  /**
   * Whether the engine is executing the slow query, checked from outside the connection. It must be
   * able to say true (the cancel tests first wait for it to) and must throw when it cannot look.
   */
  stillRunning(marker: string): Promise<boolean>;
  /** The engine's own wording of a syntax error on `SELEKT 1`. */
  syntaxError: RegExp;
  /** Schemas that must not be listed. */
  hiddenSchemas: readonly string[];
  /** Statements adding a table comment "children" and a column comment "the label" to child.label. */
  commentStatements?: (quote: (name: string) => string) => string[];
  connectionFailures(settings: ConnectionSettings): Promise<ConnectionFailureCase[]>;
}

export interface ContractContext {
  fixture: EngineFixture;
  connection: EngineConnection;
  settings: ConnectionSettings;
  schema: string;
  q(name: string): string;
  /** Runs statements one by one (not every engine takes several per call). */
  run(...statements: string[]): Promise<void>;
}
