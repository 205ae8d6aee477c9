import * as argon2 from 'argon2';

/** The one way passwords are hashed: argon2id (used by sign-up paths, the seed, the CLI, the bench and the tests). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Whether the password matches an argon2 hash. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return argon2.verify(hash, password);
}
