import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read) */
const ARGON2ID = 2;

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes); ~15 ms here.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

// Verifying against a real hash when the user does not exist keeps response times alike (no username probing).
let dummyHash: Promise<string> | undefined;

export const verifyPassword = async (storedHash: string | null, password: string): Promise<boolean> => {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
};
