// Tests of the member tiers and login types and the rules derived from them.
import { canDisconnect, hasPasswordLogin, isTier } from './member-enums';

describe('members', () => {
  it('shows the password tab for password logins only', () => {
    expect([0, 1, 2].map(hasPasswordLogin)).toEqual([true, false, false]);
  });

  it('keeps the login provider connected', () => {
    expect(canDisconnect(2, 'facebook')).toBe(false);
    expect(canDisconnect(2, 'google')).toBe(true);
    expect(canDisconnect(1, 'google')).toBe(false);
    expect(canDisconnect(0, 'facebook')).toBe(true);
  });

  it('knows tiers', () => {
    expect(isTier(2)).toBe(true);
    expect(isTier(3)).toBe(false);
  });
});
