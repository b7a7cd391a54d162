import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type ScryptParameters = { readonly N: number; readonly r: number; readonly p: number };

/**
 * scrypt at one of OWASP's minimum settings (N=2^15, r=8, p=3: 32 MiB per hash); the parameters
 * travel with each hash, and a hash made with weaker ones is redone at the next sign-in
 * (docs/decisions/016-security-hardening.md).
 */
export const SCRYPT_OWASP: ScryptParameters = { N: 32768, r: 8, p: 3 };
/**
 * Under NODE_ENV=test (Vitest, the e2e server) hashing is about 500 times cheaper, so the suite's
 * hundreds of sign-ins do not spend minutes in scrypt (docs/decisions/015-spec-boundaries-one-way.md).
 * Such hashes carry their parameters, so any other environment redoes them at the next sign-in.
 */
const SCRYPT_TEST: ScryptParameters = { N: 1024, r: 8, p: 1 };
/** The parameters new hashes are made with in an environment (NODE_ENV). */
export const scryptFor = (nodeEnv: string | undefined): ScryptParameters =>
  nodeEnv === 'test' ? SCRYPT_TEST : SCRYPT_OWASP;
/** The parameters new hashes are made with. */
export const SCRYPT: ScryptParameters = scryptFor(process.env.NODE_ENV);
const KEY_LENGTH = 32;
/** Stored hashes are ours, but a corrupted one must not make a single sign-in take gigabytes. */
const MAX = { N: 1 << 20, r: 16, p: 16 };

const derive = (password: string, salt: Buffer, opts: ScryptOptions & { N: number; r: number }): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...opts, maxmem: 256 * opts.N * opts.r }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

const format = (salt: Buffer, key: Buffer, params: ScryptParameters = SCRYPT): string =>
  `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;

const parse = (stored: string) => {
  const [algo, n, r, p, salt, key] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (algo !== 'scrypt' || !salt || !key) return null;
  if (!Object.entries(params).every(([k, v]) => Number.isInteger(v) && v > 0 && v <= MAX[k as keyof typeof MAX]))
    return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

/** scrypt with a random salt, at the current parameters. */
export const hashPassword = async (password: string, params: ScryptParameters = SCRYPT): Promise<string> => {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, params), params);
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
};

/** Whether a hash was made with other parameters than today's (then it is redone at sign-in). */
export const needsRehash = (stored: string, params: ScryptParameters = SCRYPT): boolean => {
  const parsed = parse(stored);
  return !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p;
};

/** Hash of a password nobody knows, so an unknown account costs the same time as a known one. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * A stored hash no password matches, for accounts whose owner sets a password through an e-mailed
 * link (imported students). It has the scrypt format, so signing in against it costs the same time
 * as against a real hash, and it is random, so each reset-link fingerprint differs; it needs no
 * scrypt run to make, which keeps large imports fast.
 */
export const lockedPasswordHash = (): string => format(randomBytes(16), randomBytes(KEY_LENGTH));
