// Writes a checkpoint of the embedded database (CHECKPOINT) every EMBEDDED_CHECKPOINT_EVERY_MS.
// PostgreSQL's checkpointer does this every checkpoint_timeout (5 minutes) or when the write-ahead
// log passes max_wal_size, and then removes the log before it. PGlite has no checkpointer and
// never starts one itself: its log grew with every write until the server stopped (a folder with
// max_wal_size 64 MB held 321 MB of log after 12 bulk writes, 65 MB after one CHECKPOINT; the search
// bench's catalogue held 6.3 GB while it was built). A server running for a week would fill its
// disk, and after a crash it would replay the whole week's log before answering. With the job
// the log stays within PostgreSQL's bounds and a crash replays at most the last minutes.
import { embeddedMaintenanceJob } from './embedded-maintenance';

/** PostgreSQL's checkpoint_timeout. A checkpoint writes the pages changed since the last one, holding PGlite's one thread. */
export const EMBEDDED_CHECKPOINT_EVERY_MS = 300_000;

export const embeddedCheckpointJob = embeddedMaintenanceJob({
  name: 'embedded-checkpoint',
  task: 'checkpoint',
  everyMs: EMBEDDED_CHECKPOINT_EVERY_MS,
  statement: 'checkpoint',
});
