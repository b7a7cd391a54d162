import { describe, expect, it } from 'vitest';
import { needsRehash, SCRYPT_OWASP, verifyPassword } from '../../lib/password.ts';
import { DEMO_PASSWORD_HASHES, seedPasswordHash } from './demo-password-hashes.ts';

describe('ready hashes of the demo passwords', () => {
  it.each(Object.entries(DEMO_PASSWORD_HASHES))(
    '%s: its hash matches it, at the production parameters',
    async (password, hash) => {
      expect(needsRehash(hash, SCRYPT_OWASP)).toBe(false);
      expect(await verifyPassword(password, hash)).toBe(true);
      expect(await verifyPassword(`${password}x`, hash)).toBe(false);
    },
  );

  it('are used only at the production parameters; tests and other passwords are hashed', async () => {
    // Vitest runs with NODE_ENV=test: the cheap parameters, so a ready hash would be redone at sign-in.
    const demo = await seedPasswordHash('Aluno@1234');
    expect(demo).not.toBe(DEMO_PASSWORD_HASHES['Aluno@1234']);
    expect(await verifyPassword('Aluno@1234', demo)).toBe(true);
    const other = await seedPasswordHash('Outra@senha1');
    expect(await verifyPassword('Outra@senha1', other)).toBe(true);
  });
});
