// The bench's own port, set before the e2e server helpers read E2E_PORT (imported first by run.ts).
process.env.E2E_PORT ||= process.env.BENCH_PORT || '18100';
export {};
