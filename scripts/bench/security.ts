// Security hardening figures (docs/decisions/016-security-hardening.md): the sign-up e-mail
// pattern before and after on its worst input, and sign-in p50 with the old and the new scrypt
// parameters.
import { randomBytes, scryptSync } from 'node:crypto';
import { rmSync } from 'node:fs';
import { signupRequestSchema } from '@portal/contracts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { hashPassword, SCRYPT, verifyPassword } from '../../apps/api/src/lib/password.ts';
import { benchEnv, buildBenchApp } from './bench-app.ts';
import { stats, time } from './timing.ts';

const p50 = (values: number[]) => stats(values).p50;
const OLD_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const hostile = (length: number) => `a@a${'.a'.repeat(Math.floor((length - 5) / 2))}.@`;

const weakHash = (password: string) => {
  const salt = randomBytes(16);
  return `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
};

export const benchSecurity = async (): Promise<void> => {
  for (const length of [16_000, 32_000]) {
    const input = hostile(length);
    const t0 = performance.now();
    OLD_EMAIL.test(input);
    const before = performance.now() - t0;
    const t1 = performance.now();
    signupRequestSchema.safeParse({
      user: { name: 'x', email: input, password: 'Senha@12345', passwordConfirm: 'Senha@12345' },
      company: { name: 'x', about: 'x', area: 'x' },
    });
    console.info(
      `sign-up e-mail, worst input of ${length} characters: before ${before.toFixed(0)} ms, after ${(performance.now() - t1).toFixed(1)} ms (whole schema)`,
    );
  }
  const t2 = performance.now();
  signupRequestSchema.safeParse({
    user: { name: 'x', email: hostile(1_000_000), password: 'Senha@12345', passwordConfirm: 'Senha@12345' },
    company: { name: 'x', about: 'x', area: 'x' },
  });
  console.info(`sign-up e-mail of 1,000,000 characters after: ${(performance.now() - t2).toFixed(1)} ms`);

  const database = await openDatabase({ memory: true });
  const { dir, env } = benchEnv('security', { LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000' });
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const app = await buildBenchApp(env, database, dir);
    const login = () =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD },
      });
    const runs = 15;
    const verify = { before: [] as number[], after: [] as number[] };
    const weak = weakHash(env.ADMIN_PASSWORD);
    const strong = await hashPassword(env.ADMIN_PASSWORD);
    const sign: number[] = [];
    // In turns, so the machine's load weighs on the three alike.
    for (let i = 0; i < runs; i++) {
      verify.before.push(await time(() => verifyPassword(env.ADMIN_PASSWORD, weak)));
      verify.after.push(await time(() => verifyPassword(env.ADMIN_PASSWORD, strong)));
      sign.push(await time(login));
    }
    const before = p50(verify.before);
    const after = p50(verify.after);
    console.info(
      `scrypt p50 over ${runs}: N=16384 r=8 p=1 ${before.toFixed(0)} ms; N=${SCRYPT.N} r=${SCRYPT.r} p=${SCRYPT.p} ${after.toFixed(0)} ms`,
    );
    console.info(
      `POST /api/login p50 over ${runs}: ${p50(sign).toFixed(0)} ms now, about ${(p50(sign) - after + before).toFixed(0)} ms with the old parameters`,
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
};
