import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where `npm run test:proof` leaves its figures (ignored by git), one JSON file per proof. */
export const PROOF_REPORT_DIR = join(process.cwd(), '.tmp', 'proof');

/** Writes a proof's figures (and the details, file only) to .tmp/proof/{name}.{database}.json and prints the figures once. */
export const writeProofReport = (name: string, figures: object, details: object = {}): void => {
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const report = { proof: name, database, at: new Date().toISOString(), ...figures, ...details };
  try {
    mkdirSync(PROOF_REPORT_DIR, { recursive: true });
    writeFileSync(join(PROOF_REPORT_DIR, `${name}.${database}.json`), `${JSON.stringify(report, null, 2)}\n`);
  } catch {
    // A read-only checkout still prints the figures.
  }
  console.log(`[proof] ${name}: ${JSON.stringify(figures)}`);
};
