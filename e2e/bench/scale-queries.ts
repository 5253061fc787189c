// The slowest statements of the scale bench's load: pg_stat_statements ranks them (planning and
// execution, as a call waits for both), and the server's log of slow statements
// (log_min_duration_statement, each line with its query id) gives the parameters of a real call
// of each, which is then explained with EXPLAIN (ANALYZE, BUFFERS) in a transaction rolled back.
import type { Database } from '@storefront/api-server';
import type { QueryStat, SlowQuery } from './scale-report';

const SLOWEST = 5;

export type LoggedCall = { queryId: string; ms: number; sql: string; params: Map<string, string> };

/** The statements the server logged (log_min_duration_statement) with their query id and parameters. */
export function loggedCalls(log: string): LoggedCall[] {
  const entries = log.split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/);
  const out: LoggedCall[] = [];
  entries.forEach((entry, i) => {
    const head = /qid=(-?\d+) LOG: {2}duration: ([\d.]+) ms {2}(?:(?:execute|bind|parse) [^:]*|statement): ([\s\S]*)$/.exec(entry);
    if (!head) return;
    const params = new Map<string, string>();
    const detail = /qid=-?\d+ DETAIL: {2}[Pp]arameters: ([\s\S]*)$/.exec(entries[i + 1] ?? '');
    if (detail) for (const m of detail[1]!.matchAll(/\$(\d+) = (NULL|'(?:[^']|'')*')/g)) params.set(m[1]!, m[2]!);
    out.push({ queryId: head[1]!, ms: Number(head[2]), sql: head[3]!.trim(), params });
  });
  return out;
}

/** The statement with its parameters written in (as literals; PostgreSQL gives them their types). */
export const withParameters = (sql: string, params: Map<string, string>) => sql.replace(/\$(\d+)\b/g, (all, n: string) => params.get(n) ?? all);

async function explain(db: Database, sql: string): Promise<string> {
  let plan = '';
  // In a transaction rolled back: EXPLAIN ANALYZE runs the statement, which may write.
  await db
    .transaction(async (tx) => {
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`);
      plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'roll back')) plan = `EXPLAIN failed: ${String(error)}`;
    });
  return plan;
}

export async function slowestQueries(db: Database, log: string): Promise<{ slow: SlowQuery[]; all: QueryStat[] }> {
  const stats = await db.query<{ queryid: string; query: string; calls: number; mean: number; plan: number; max: number; total: number }>(
    `select queryid::text, query, calls, mean_plan_time + mean_exec_time as mean, mean_plan_time as plan, max_exec_time as max,
            total_plan_time + total_exec_time as total
     from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) and toplevel
       and query not ilike '%pg_stat_statements%' and query !~* '^\\s*(begin|commit|rollback|set|select pg_reload_conf|alter system)'
     order by mean_plan_time + mean_exec_time desc limit 30`,
  );
  const calls = loggedCalls(log);
  const all = stats.map((s) => ({ query: s.query, calls: s.calls, meanMs: s.mean, planMs: s.plan, maxMs: s.max, totalMs: s.total }));
  const slow: SlowQuery[] = [];
  for (const s of stats.slice(0, SLOWEST)) {
    const logged = calls.filter((c) => c.queryId === s.queryid).sort((a, b) => b.ms - a.ms)[0];
    slow.push({
      query: s.query,
      calls: s.calls,
      meanMs: s.mean,
      planMs: s.plan,
      maxMs: s.max,
      totalMs: s.total,
      explain: logged ? `-- the slowest logged call: ${logged.ms} ms under load\n${await explain(db, withParameters(logged.sql, logged.params))}` : null,
    });
  }
  return { slow, all };
}

