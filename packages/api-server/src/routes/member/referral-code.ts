// A member's referral code, given at sign-up (and to the demo accounts by the seed): eight
// characters from letters and digits, used in share links (?r=code).
import { randomBytes } from 'node:crypto';

export function newReferralCode(): string {
  return randomBytes(6).toString('base64url').replace(/[-_]/g, 'x').toUpperCase().slice(0, 8);
}
