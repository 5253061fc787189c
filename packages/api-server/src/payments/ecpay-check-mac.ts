// ECPay's CheckMacValue: the signature both sides of the AIO payment protocol (SHA-256) and the
// logistics protocol (MD5) put on every form. Parameters sorted case-insensitively, wrapped as
// HashKey=…&k=v…&HashIV=…, URL-encoded the .NET way, lowercased, hashed, uppercased.
import { createHash, timingSafeEqual } from 'node:crypto';

export interface EcpayCredentials {
  merchantId: string;
  hashKey: string;
  hashIv: string;
}

/** ECPay's public stage merchant (documented test credentials, not a secret). */
export const ECPAY_STAGE: EcpayCredentials = {
  merchantId: '3002607',
  hashKey: 'pwFHCqoQZGmho4w6',
  hashIv: 'EkRm7iFT261dpevs',
};

/** The credentials in use: the environment may name a real merchant, the stage one otherwise. */
export function ecpayCredentials(env: Record<string, string | undefined> = process.env): EcpayCredentials {
  const { ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV } = env;
  if (ECPAY_MERCHANT_ID && ECPAY_HASH_KEY && ECPAY_HASH_IV) {
    return { merchantId: ECPAY_MERCHANT_ID, hashKey: ECPAY_HASH_KEY, hashIv: ECPAY_HASH_IV };
  }
  return ECPAY_STAGE;
}

/**
 * .NET's HttpUtility.UrlEncode, which ECPay's servers use: like encodeURIComponent, except a
 * space is `+` and `~` and `'` are escaped (`-_.!*()` stay literal).
 */
export function dotNetUrlEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+').replace(/~/g, '%7E').replace(/'/g, '%27');
}

export type EcpayParams = Record<string, string>;

export function checkMacValue(params: EcpayParams, credentials: EcpayCredentials, algorithm: 'sha256' | 'md5' = 'sha256'): string {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'CheckMacValue')
    .sort((a, b) => {
      const x = a.toLowerCase();
      const y = b.toLowerCase();
      return x < y ? -1 : x > y ? 1 : 0;
    })
    .map((key) => `${key}=${params[key]}`);
  const raw = `HashKey=${credentials.hashKey}&${pairs.join('&')}&HashIV=${credentials.hashIv}`;
  const encoded = dotNetUrlEncode(raw).toLowerCase();
  return createHash(algorithm).update(encoded, 'utf8').digest('hex').toUpperCase();
}

/** Whether params carry a CheckMacValue that matches them (constant-time comparison). */
export function verifyCheckMacValue(params: EcpayParams, credentials: EcpayCredentials, algorithm: 'sha256' | 'md5' = 'sha256'): boolean {
  const given = (params.CheckMacValue ?? '').toUpperCase();
  const expected = checkMacValue(params, credentials, algorithm);
  if (given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
