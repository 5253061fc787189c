// The member's own account as the shell's header reads it on every page (memberAccountDetail):
// in the core, so pages that call nothing else of the member domain load none of its schemas.
import * as v from 'valibot';
import { obj, rBool, rNum, rOptStr, rStr } from './fields';

export const Profile = obj({
  userId: rNum(),
  img: rOptStr(),
  firstName: rStr(),
  lastName: rStr(),
  email: rStr(),
  /** yyyy-MM-dd, or null when never given. */
  dob: rOptStr(),
  subscribed: rBool(),
  /** 0 password login, 1 Google, 2 Facebook. */
  memberType: rNum(),
  tier: rNum(),
  /** A partner application is pending. */
  applied: rBool(),
  totalFollowers: rNum(),
  facebookUsername: rOptStr(),
  googleUsername: rOptStr(),
});
export type Profile = v.InferOutput<typeof Profile>;

export const AccountDetailResponse = obj({
  status: rNum(),
  msg: rOptStr(),
  ...Profile.entries,
});
export type AccountDetailResponse = v.InferOutput<typeof AccountDetailResponse>;
