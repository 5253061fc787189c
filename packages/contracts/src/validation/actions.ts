// Valibot pipe actions built from the predicates, each reporting a ValidationKey, so forms
// (react-hook-form + valibot resolver) and the API server reject the same values the same way.
import * as v from 'valibot';
import { isPasswordLongEnough, MAX_PASSWORD_LENGTH } from './password';
import { isAnyPhone, isTaiwanMobile, isTaiwanPhone } from './phone';
import { isCompanyTaxId, isDonationCode, isMobileBarcode, isNaturalPersonCertificate } from './taiwan-ids';

export const taxIdAction = v.check(isCompanyTaxId, 'taxId');
export const donationCodeAction = v.check(isDonationCode, 'donationCode');
export const certificateAction = v.check(isNaturalPersonCertificate, 'certificate');
export const mobileBarcodeAction = v.check(isMobileBarcode, 'mobileBarcode');
export const mobileAction = v.check(isTaiwanMobile, 'phone');
export const phoneAction = v.check(isTaiwanPhone, 'phone');
export const anyPhoneAction = v.check(isAnyPhone, 'phoneInternational');
export const passwordLengthAction = v.check(isPasswordLongEnough, 'passwordLength');
export const passwordMaxAction = v.maxLength<string, typeof MAX_PASSWORD_LENGTH, 'tooLong'>(MAX_PASSWORD_LENGTH, 'tooLong');
