import { hashPassword, SCRYPT, SCRYPT_OWASP } from '../../lib/password.ts';
import { DEMO_ADMIN_PASSWORD } from '../../env.ts';

/**
 * Hashes of the demo passwords, made once with the production parameters. The passwords are
 * published (README, docs/spec/15-demo-data.md), so a salt of their own per installation protects
 * nothing, while three scrypt runs were the largest part of a fresh start-up
 * (docs/decisions/014-scale-out.md). Any other password is hashed as always.
 */
export const DEMO_PASSWORD_HASHES: Readonly<Record<string, string>> = {
  [DEMO_ADMIN_PASSWORD]: 'scrypt$32768$8$3$h8Gj3pe6W3Tk2Ek3xsfRAQ$z4If1x72CkFauyGsRjX3GksVOj9e0_p1byUydYQ0e5s',
  'Empresa@123': 'scrypt$32768$8$3$RvWIhMi3Wq0Kh1aNf0lyVg$2gfY8IGDSCt_ZBqG7XY0hgTkhv9w_PMNjGIpSUilcNI',
  'Aluno@1234': 'scrypt$32768$8$3$JPnofb6t0ZY4M-8Pv-KRlg$DuuD3XSbq8QgYgjgjshGzAzU7QUJ50GA5lFTX_fJ-2M',
};

/** The stored hash for a seeded account: the ready one for a demo password at today's parameters. */
export const seedPasswordHash = async (password: string): Promise<string> =>
  SCRYPT === SCRYPT_OWASP && Object.hasOwn(DEMO_PASSWORD_HASHES, password)
    ? DEMO_PASSWORD_HASHES[password]!
    : hashPassword(password);
