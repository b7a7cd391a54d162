// The proofs' convênios and TCEs, made straight in the database: the law's checks are the API
// tests' subject (modules/internships), the proofs need rows in each status to act on.
import { randomBytes } from 'node:crypto';
import * as schema from '../db/schema/index.ts';
import type { TestApp } from '../test/test-app.ts';

export const createInternshipRowFactories = async (deps: {
  db: TestApp['database']['db'];
  ids: { acme: number; ana: number };
}) => {
  const { db, ids } = deps;
  const freshAgreement = async (companiesId = ids.acme) =>
    (
      await db
        .insert(schema.agreements)
        .values({ companies_id: companiesId, number: 'CV-PROVA', starts_on: '2020-01-01', ends_on: '2040-12-31' })
        .returning({ id: schema.agreements.id })
    )[0]!.id;
  const acmeAgreement = await freshAgreement();
  /** A TCE of ana at Acme, in `status` ('awaiting_signatures' has its signed text fixed). */
  const freshInternship = async (status: 'draft' | 'awaiting_signatures' = 'draft') =>
    (
      await db
        .insert(schema.internships)
        .values({
          status,
          kind: 'mandatory',
          students_id: ids.ana,
          companies_id: ids.acme,
          agreements_id: acmeAgreement,
          starts_on: '2027-01-01',
          ends_on: '2027-06-30',
          hours_per_day: 6,
          hours_per_week: 30,
          insurer: 'Seguradora da Prova',
          policy_number: 'AP-1',
          supervisor_name: 'Supervisora da Prova',
          supervisor_email: 'supervisora@prova.com.br',
          supervisor_position: 'Gerente',
          supervisor_education: 'Administração',
          advisor_name: 'Orientador da Prova',
          advisor_email: 'orientador@prova.edu.br',
          activities: ['Atividade da prova'],
          verification_code: randomBytes(8).toString('hex').toUpperCase(),
          terms_sha256: status === 'draft' ? null : '0'.repeat(64),
        })
        .returning({ id: schema.internships.id, code: schema.internships.verification_code })
    )[0]!;
  const anaInternship = await freshInternship();
  return { acmeAgreement, anaInternship, freshAgreement, freshInternship };
};
