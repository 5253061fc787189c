// The per-request values the middleware sets for the routes.
import type { SessionMember } from './auth/session';
import type { ProviderEnvironment } from './payments/cashiers';

export interface AppEnv {
  Variables: {
    /** The logged-in member, or null for a visitor. */
    member: SessionMember | null;
    /** The origin the caller's browser sees (security/client-origin.ts). */
    origin: string;
    /** The caller's address (behind a trusted proxy: the client's). */
    clientAddress: string;
    /** Whose cashiers the payment forms post to (payments/cashiers.ts). */
    providerEnvironment: ProviderEnvironment;
  };
}
