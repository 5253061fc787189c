// Password rules of the password tab and registration: at least 6 characters, and the new
// password must equal its confirmation.

export const MIN_PASSWORD_LENGTH = 6;
// bcrypt-style hashes ignore bytes past 72; a cap also keeps hashing cheap against abuse.
export const MAX_PASSWORD_LENGTH = 72;

export function isPasswordLongEnough(password: string): boolean {
  return password.length >= MIN_PASSWORD_LENGTH;
}

export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}

export function isValidNewPassword(password: string, confirmation: string): boolean {
  return isPasswordLongEnough(password) && passwordsMatch(password, confirmation);
}
