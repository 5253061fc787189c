// The schemas of the endpoints whose domain is the core itself: what the shell asks on every page.
import { AccountDetailResponse } from './schemas/account';
import type { DomainEndpointSchemas } from './routes';

export const coreEndpointSchemas = {
  memberAccountDetail: { response: AccountDetailResponse },
} as const satisfies DomainEndpointSchemas<'core'>;
