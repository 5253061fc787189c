// Where the buyer's payment form is posted: the providers' own cashiers in production (ECPay's
// AIO checkout, GoMyPay's ShuntClass), or their test cashiers when PAYMENT_PROVIDERS_ENV=stage
// (a staging deployment against ECPay's and GoMyPay's test environments); the sandbox standing in
// for them on this server only in the demo and in development, where no real provider is used.
// The addresses are the providers' published ones (ECPay AIO V5, GoMyPay's ShuntClass.aspx).
import type { Context } from 'hono';
import type { AppEnv } from '../context';

export type ProviderEnvironment = 'production' | 'stage' | 'sandbox';

export const ECPAY_CASHIER_URLS = {
  production: 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
  stage: 'https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5',
} as const;

export const GOMYPAY_CASHIER_URLS = {
  production: 'https://n.gomypay.asia/ShuntClass.aspx',
  stage: 'https://n.gomypay.asia/TestShuntClass.aspx',
} as const;

/** The sandbox cashiers' paths on this server (sandbox/ecpay-routes.ts, sandbox/gomypay-routes.ts). */
export const ECPAY_SANDBOX_CASHIER_PATH = '/sandbox/ecpay/Cashier/AioCheckOut/V5';
export const GOMYPAY_SANDBOX_CASHIER_PATH = '/sandbox/gomypay/ShuntClass.aspx';

/**
 * The providers' environment of a server: the sandbox unless it runs in production mode, where
 * PAYMENT_PROVIDERS_ENV chooses the real cashiers (production, the default) or their test ones.
 */
export function providerEnvironment(production: boolean, env: Record<string, string | undefined> = process.env): ProviderEnvironment {
  if (!production) return 'sandbox';
  return env.PAYMENT_PROVIDERS_ENV?.trim() === 'stage' ? 'stage' : 'production';
}

export interface Cashiers {
  ecpay: string;
  gomypay: string;
}

/** The cashier addresses of an environment (origin: this server's, for the sandbox). */
export function cashiers(environment: ProviderEnvironment, origin: string): Cashiers {
  if (environment === 'sandbox') return { ecpay: origin + ECPAY_SANDBOX_CASHIER_PATH, gomypay: origin + GOMYPAY_SANDBOX_CASHIER_PATH };
  return { ecpay: ECPAY_CASHIER_URLS[environment], gomypay: GOMYPAY_CASHIER_URLS[environment] };
}

/** The cashiers the request's payment forms post to (the app sets the environment, createApp). */
export function requestCashiers(c: Context<AppEnv>, origin: string): Cashiers {
  return cashiers(c.get('providerEnvironment') ?? 'sandbox', origin);
}
