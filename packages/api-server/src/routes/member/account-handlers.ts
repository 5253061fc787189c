// The account domain's handlers: profile save, password, cancel, followers, points lists,
// saving billing/delivery details and the two upgrade applications. Every call acts on the
// session's member only.
import { endSession } from '../../auth/session';
import type { Handlers } from '../handler';
import { signedIn } from '../handler';
import { saveDeliveryDetail, savePurchaseDetail } from './account-details';
import { cancelAccount, followers, resetPassword, saveAccountDetail } from './account-member';
import { earnedPoints, usedPoints } from './account-points';
import { memberUpgrade, merchantUpgrade } from './account-upgrade';

export const accountHandlers: Handlers = {
  memberAccountDetailSave: ({ db, member, body }) => saveAccountDetail(db, signedIn(member).userId, body),
  memberResetPassword: ({ db, member, body }) => resetPassword(db, signedIn(member).userId, body),
  memberCancel: async ({ db, c, member, body }) => {
    const result = await cancelAccount(db, signedIn(member).userId, body.userId);
    await endSession(db, c);
    return result;
  },
  memberFollowers: ({ db, member }) => followers(db, signedIn(member).userId),
  pointsEarnedList: ({ db, member }) => earnedPoints(db, signedIn(member).userId),
  pointsUsedList: ({ db, member }) => usedPoints(db, signedIn(member).userId),
  purchaseDetailSave: ({ db, member, body }) => savePurchaseDetail(db, signedIn(member).userId, body.purchaseDetail),
  deliveryDetailSave: ({ db, member, body }) => saveDeliveryDetail(db, signedIn(member).userId, body.deliveryDetail),
  memberUpgrade: ({ db, member, body }) => memberUpgrade(db, signedIn(member).userId, body),
  merchantUpgrade: ({ db, member, body }) => merchantUpgrade(db, signedIn(member).userId, body),
};
