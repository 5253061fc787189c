// Production mode and the demo. NODE_ENV=production is production: the server refuses to start
// without the real keys of the payment and logistics providers, the trusted origins and the
// public base URL, and it mounts no sandbox route (no stand-in cashier, store map, label print or
// social-link page). The demo (`pnpm start`, the browser tests) runs the built apps with
// NODE_ENV=production too, so it says so explicitly with STOREFRONT_DEMO=1: the sandbox providers
// and their test keys, labelled as a sandbox on their pages. Any other NODE_ENV (`pnpm dev`, the
// unit tests) is development, with the sandbox. Production's payment forms post to the providers'
// own cashiers (payments/cashiers.ts), or to their test cashiers with PAYMENT_PROVIDERS_ENV=stage.
import { ECPAY_STAGE } from './payments/ecpay-check-mac';
import { ECPAY_LOGISTICS_STAGE } from './sandbox/logistics-shipment';

export type ServerMode = 'production' | 'demo' | 'development';

type Env = Record<string, string | undefined>;

export function serverMode(env: Env = process.env): ServerMode {
  if (env.STOREFRONT_DEMO === '1') return 'demo';
  return env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** Every variable production needs, with what it is. */
export const PRODUCTION_VARIABLES: Record<string, string> = {
  ECPAY_MERCHANT_ID: 'ECPay merchant id (payments)',
  ECPAY_HASH_KEY: 'ECPay HashKey (payments)',
  ECPAY_HASH_IV: 'ECPay HashIV (payments)',
  GOMYPAY_CUSTOMER_ID: 'GoMyPay customer id',
  GOMYPAY_CHECK_KEY: 'GoMyPay check key (Str_Check)',
  ECPAY_LOGISTICS_MERCHANT_ID: 'ECPay logistics merchant id',
  ECPAY_LOGISTICS_HASH_KEY: 'ECPay logistics HashKey',
  ECPAY_LOGISTICS_HASH_IV: 'ECPay logistics HashIV',
  TRUSTED_ORIGINS: 'origins allowed to send POSTs besides the public one (space or comma separated)',
  PUBLIC_BASE_URL: 'the https URL the storefront is reached at',
};

/** What keeps production from starting: missing variables and published test keys. */
export function productionProblems(env: Env): string[] {
  const problems = Object.keys(PRODUCTION_VARIABLES)
    .filter((name) => !env[name]?.trim())
    .map((name) => `${name} is not set (${PRODUCTION_VARIABLES[name]})`);
  const providers = env.PAYMENT_PROVIDERS_ENV?.trim();
  if (providers && providers !== 'production' && providers !== 'stage') problems.push('PAYMENT_PROVIDERS_ENV must be production or stage');
  // ECPay's stage cashier (PAYMENT_PROVIDERS_ENV=stage) knows only its published test merchant.
  const stage = providers === 'stage';
  const published = [
    ...(stage
      ? []
      : [
          ['ECPAY_HASH_KEY', ECPAY_STAGE.hashKey],
          ['ECPAY_HASH_IV', ECPAY_STAGE.hashIv],
        ]),
    ['ECPAY_LOGISTICS_HASH_KEY', ECPAY_LOGISTICS_STAGE.hashKey],
    ['ECPAY_LOGISTICS_HASH_IV', ECPAY_LOGISTICS_STAGE.hashIv],
  ] as const;
  for (const [name, value] of published) if (env[name] === value) problems.push(`${name} is ECPay's published test key`);
  const base = env.PUBLIC_BASE_URL?.trim();
  if (base) {
    let url: URL | null = null;
    try {
      url = new URL(base);
    } catch {
      url = null;
    }
    if (!url || url.protocol !== 'https:') problems.push('PUBLIC_BASE_URL must be an https URL');
  }
  return problems;
}
