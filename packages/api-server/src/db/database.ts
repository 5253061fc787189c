// The one database interface the server talks to: embedded PGlite by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL and return plain row objects.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls notified on each NOTIFY on channel (from any process, delivered when
   * the notifying transaction commits), and lost once if the listening connection goes; the
   * answer stops listening.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
}

export type ListenHandlers = { notified: () => void; lost: (error?: unknown) => void };
