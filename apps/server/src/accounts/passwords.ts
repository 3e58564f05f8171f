import { hash, verify } from '@node-rs/argon2';

/** The longest password accepted: argon2 would take any length, but hashing megabytes is a cheap denial of service. */
export const MAX_PASSWORD_LENGTH = 1024;
export const MIN_PASSWORD_LENGTH = 6;

// @node-rs/argon2 defaults to argon2id (m = 19 MiB, t = 2, p = 1), the OWASP baseline.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Compared against when the account does not exist, so that a wrong email takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** True when the password matches the stored hash; an absent hash never matches but costs the same time. */
export async function checkPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hash('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
