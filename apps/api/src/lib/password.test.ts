import { describe, expect, it } from 'vitest';
import { scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, SCRYPT, SCRYPT_OWASP, scryptFor, verifyPassword } from './password.ts';
import { fingerprint, hashToken, newToken, signReset, verifyReset } from './tokens.ts';

describe('password hashing', () => {
  it('verifies the right password only, with a random salt, at the production parameters', async () => {
    const a = await hashPassword('Senha@1234', SCRYPT_OWASP);
    const b = await hashPassword('Senha@1234', SCRYPT_OWASP);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(await verifyPassword('Senha@1234', a)).toBe(true);
    expect(await verifyPassword('Senha@1235', a)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('hashes at OWASP parameters outside NODE_ENV=test, and redoes the cheaper test hashes there', async () => {
    expect(SCRYPT).toEqual({ N: 1024, r: 8, p: 1 });
    const testHash = await hashPassword('Senha@1234');
    expect(testHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Senha@1234', testHash)).toBe(true);
    // Read from a function, not by loading the module again under another NODE_ENV: the API
    // project shares one module graph per worker, and a reloaded module stayed for later files.
    for (const nodeEnv of ['production', 'development', undefined]) {
      const params = scryptFor(nodeEnv);
      expect(params, nodeEnv).toEqual(SCRYPT_OWASP);
      expect(needsRehash(testHash, params), nodeEnv).toBe(true);
      const strong = await hashPassword('Senha@1234', params);
      expect(strong).toMatch(/^scrypt\$32768\$8\$3\$/);
      expect(needsRehash(strong, params)).toBe(false);
      expect(await verifyPassword('Senha@1234', strong)).toBe(true);
    }
  });

  it("reads the parameters from the hash, and asks to redo hashes below today's", async () => {
    const salt = Buffer.from('0123456789abcdef');
    const old = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync('Senha@1234', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
    expect(await verifyPassword('Senha@1234', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('Senha@1234'))).toBe(false);
    expect(needsRehash(await hashPassword('Senha@1234', SCRYPT_OWASP), SCRYPT_OWASP)).toBe(false);
    // A hash claiming absurd parameters is refused, not computed.
    expect(await verifyPassword('Senha@1234', old.replace('$16384$', `$${2 ** 24}$`))).toBe(false);
  });
});

describe('tokens and signed links', () => {
  it('makes 256-bit tokens and hashes them', () => {
    const t = newToken();
    expect(Buffer.from(t, 'base64url')).toHaveLength(32);
    expect(hashToken(t)).toHaveLength(64);
    expect(newToken()).not.toBe(t);
  });

  it('binds the reset signature to e-mail, expiry and password', () => {
    const secret = 's'.repeat(40);
    const fp = fingerprint('hash-1');
    const sig = signReset(secret, 'A@b.c', fp, Date.now() + 60_000);
    expect(verifyReset(secret, 'a@b.c', fp, sig)).toBe(true);
    expect(verifyReset(secret, 'x@b.c', fp, sig)).toBe(false);
    expect(verifyReset(secret, 'a@b.c', fingerprint('hash-2'), sig)).toBe(false);
    expect(verifyReset('t'.repeat(40), 'a@b.c', fp, sig)).toBe(false);
    expect(verifyReset(secret, 'a@b.c', fp, sig, Date.now() + 120_000)).toBe(false);
    const [exp, mac] = sig.split('.');
    expect(verifyReset(secret, 'a@b.c', fp, `${Number(exp) + 1}.${mac}`)).toBe(false);
  });
});
