// Member tiers (general, member, partner) and member types (how the member logs in, which
// decides the password tab and which social link cannot be disconnected).

export const TIER = { general: 0, member: 1, partner: 2 } as const;
export type Tier = (typeof TIER)[keyof typeof TIER];
export const TIERS: readonly Tier[] = [0, 1, 2];

export const MEMBER_TYPE = { password: 0, google: 1, facebook: 2 } as const;
export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];
export const MEMBER_TYPES: readonly MemberType[] = [0, 1, 2];

export function isTier(value: unknown): value is Tier {
  return value === 0 || value === 1 || value === 2;
}

/** The password tab exists only for members who log in with a password. */
export function hasPasswordLogin(memberType: number): boolean {
  return memberType === MEMBER_TYPE.password;
}

/** The social account a member logs in with cannot be disconnected. */
export function canDisconnect(memberType: number, provider: 'google' | 'facebook'): boolean {
  return !(
    (provider === 'google' && memberType === MEMBER_TYPE.google) ||
    (provider === 'facebook' && memberType === MEMBER_TYPE.facebook)
  );
}

/**
 * What a points ledger row is for: earned by viewing a product (view), by a visitor arriving
 * through the member's share link (promote) or by an order completing (purchase); used at
 * checkout (use), given back when that order was cancelled, expired or returned (useReturned),
 * or purchase points taken back on a return (reversal).
 */
export const POINTS_KIND = {
  view: 'view',
  promote: 'promote',
  purchase: 'purchase',
  use: 'use',
  useReturned: 'use_returned',
  reversal: 'reversal',
} as const;
export type PointsKind = (typeof POINTS_KIND)[keyof typeof POINTS_KIND];
export const POINTS_KINDS: readonly PointsKind[] = Object.values(POINTS_KIND);
