// @storefront/contracts/member: member account shapes (profile, session, points, billing and
// delivery details, country fees, upgrades), the member tiers and login types, and the schemas
// of their calls.
export * from './schemas';
export * from './member-enums';
export * from './endpoints';
