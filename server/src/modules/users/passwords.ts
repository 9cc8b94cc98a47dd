import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> =>
  argon2.hash(password, { type: argon2.argon2id });

// Verifying against this when the e-mail is unknown, or the account has no password (made through Google sign-in),
// keeps "no such user" as slow as "wrong password".
let decoy: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword('decoy-password-for-timing');
    await argon2.verify(await decoy, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
