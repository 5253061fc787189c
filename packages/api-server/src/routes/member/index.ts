// The member domain's handlers: the session (login, logout, register), the member's own account
// (detail, profile save, password, cancel, followers), points, the saved billing and delivery
// details with the country list, the two upgrade applications and the member centre's summary.
// Every call acts on the session's member only.
import { endSession } from '../../auth/session';
import type { DomainHandlers } from '../handler';
import { signedIn } from '../handler';
import { accountDetail, login, logout, register } from './account';
import { saveDeliveryDetail, savePurchaseDetail } from './account-details';
import { cancelAccount, followers, resetPassword, saveAccountDetail } from './account-member';
import { earnedPoints, usedPoints } from './account-points';
import { memberUpgrade, merchantUpgrade } from './account-upgrade';
import { memberNotices } from './member-notices';
import { memberSummary } from './member-summary';
import { accountPoints, countries, deliveryDetail, purchaseDetail } from './checkout-details';

export const memberHandlers: DomainHandlers<'member'> = {
  memberNotices: ({ db, member }) => memberNotices(db, signedIn(member).userId),
  memberSummary: ({ db, member }) => memberSummary(db, signedIn(member).userId),
  memberLogin: ({ db, c, body }) => login(db, c, body),
  memberLogout: ({ db, c }) => logout(db, c),
  memberRegister: ({ db, c, body }) => register(db, c, body),
  memberAccountDetail: ({ db, member }) => accountDetail(db, signedIn(member).userId),
  memberAccountDetailSave: ({ db, member, body }) => saveAccountDetail(db, signedIn(member).userId, body),
  memberResetPassword: ({ db, c, member, body }) => resetPassword(db, c, signedIn(member).userId, body),
  memberCancel: async ({ db, c, member, body }) => {
    const result = await cancelAccount(db, signedIn(member).userId, body.userId);
    await endSession(db, c);
    return result;
  },
  memberFollowers: ({ db, member }) => followers(db, signedIn(member).userId),
  memberAccountPoints: ({ db, member }) => accountPoints(db, signedIn(member).userId),
  pointsEarnedList: ({ db, member, listQuery }) => earnedPoints(db, signedIn(member).userId, listQuery),
  pointsUsedList: ({ db, member, listQuery }) => usedPoints(db, signedIn(member).userId, listQuery),
  purchaseDetailGet: ({ db, member }) => purchaseDetail(db, signedIn(member).userId),
  purchaseDetailSave: ({ db, member, body }) => savePurchaseDetail(db, signedIn(member).userId, body.purchaseDetail),
  deliveryDetailGet: ({ db, member }) => deliveryDetail(db, signedIn(member).userId),
  deliveryDetailSave: ({ db, member, body }) => saveDeliveryDetail(db, signedIn(member).userId, body.deliveryDetail),
  memberCountries: ({ db }) => countries(db),
  memberUpgrade: ({ db, member, body }) => memberUpgrade(db, signedIn(member).userId, body),
  merchantUpgrade: ({ db, member, body }) => merchantUpgrade(db, signedIn(member).userId, body),
};
