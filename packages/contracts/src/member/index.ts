// @storefront/contracts/member: member account shapes (profile, session, points, billing and
// delivery details, country fees, upgrades) and the schemas of their calls.
export * from './schemas';
export * from './endpoints';
