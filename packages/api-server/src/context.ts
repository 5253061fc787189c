// The per-request values the middleware sets for the routes.
import type { SessionMember } from './auth/session';

export interface AppEnv {
  Variables: {
    /** The logged-in member, or null for a visitor. */
    member: SessionMember | null;
  };
}
