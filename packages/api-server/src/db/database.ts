// The one database interface the server talks to: embedded PGlite by default, a PostgreSQL
// server when DATABASE_URL is set. Both speak the same SQL and return plain row objects.

export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2...) and returns its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
}

export interface QueryOptions {
  /**
   * PostgreSQL keeps the statement prepared on each connection, so a call sends only its values:
   * no parsing, and no planning once PostgreSQL finds a plan that serves every value (a member's
   * session, their orders or points, 2.4 of a member list's 3.4 ms of database time, issue 26).
   * Only for statements whose best plan is the same whatever the values: never for a merchant's
   * lists, whose plans differ between a merchant of 50,000 products and one of five (a plan kept
   * for all of them took the merchant order list's p99 from 37 ms to 1.1 s). PGlite ignores it.
   */
  prepared?: boolean;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls notified with its payload on each NOTIFY on channel (from any
   * process, delivered when the notifying transaction commits), and lost once if the listening
   * connection goes; the answer stops listening.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<{ close(): Promise<void> }>;
}

export type ListenHandlers = { notified: (payload: string) => void; lost: (error?: unknown) => void };
