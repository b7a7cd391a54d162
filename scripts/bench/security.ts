// Security hardening figures (docs/decisions/016-security-hardening.md): the sign-up e-mail
// pattern before and after on its worst input, and sign-in p50 with the old and the new scrypt
// parameters.
import { randomBytes, scryptSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signupRequestSchema } from '@portal/contracts';
import { parseEnv } from '../../apps/api/src/env.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { bootstrap } from '../../apps/api/src/db/seed/bootstrap.ts';
import { createLocalStorage } from '../../apps/api/src/providers/storage/local-storage.ts';
import { buildApp } from '../../apps/api/src/app.ts';
import { hashPassword, SCRYPT, verifyPassword } from '../../apps/api/src/lib/password.ts';

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
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

  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-security-'));
  const database = await openDatabase({ memory: true });
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  });
  try {
    await runMigrations(database);
    await bootstrap(database.db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    const app = await buildApp({
      env,
      database,
      logger: false,
      secret: 'b'.repeat(40),
      mailer: { send: async () => undefined },
      storage: createLocalStorage(join(dir, 'storage')),
    });
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
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await verifyPassword(env.ADMIN_PASSWORD, weak);
      verify.before.push(performance.now() - t0);
      const t1 = performance.now();
      await verifyPassword(env.ADMIN_PASSWORD, strong);
      verify.after.push(performance.now() - t1);
      const t2 = performance.now();
      await login();
      sign.push(performance.now() - t2);
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
