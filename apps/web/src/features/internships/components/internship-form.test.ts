import { describe, expect, it } from 'vitest';
import { createInternshipSchema } from '@portal/contracts';
import { emptyForm, formField, toBody } from './internship-form';

const filled = emptyForm({
  ra: ' 2024001 ',
  companies_id: '7',
  starts_on: '2027-02-01',
  ends_on: '2027-12-31',
  stipend: '1.500,50',
  transport: '200',
  insurer: 'Seguradora',
  policy_number: 'AP-1',
  supervisor_name: 'Carla',
  supervisor_email: 'carla@acme.com.br',
  supervisor_position: 'Gerente',
  supervisor_education: 'Computação',
  advisor_name: 'João',
  advisor_email: 'joao@demo.edu.br',
  activities: 'Desenvolver telas\n\n  Escrever testes  \n',
});

describe('the TCE form', () => {
  it('sends reais as cents, one activity per non-empty line, and the RA and company without an application', () => {
    const body = toBody(filled, null);
    expect(body).toMatchObject({
      ra: '2024001',
      companies_id: 7,
      stipend_cents: 150050,
      transport_aid_cents: 20000,
      hours_per_day: 6,
      hours_per_week: 30,
      activities: ['Desenvolver telas', 'Escrever testes'],
    });
    expect(createInternshipSchema.safeParse(body).success).toBe(true);
  });

  it('sends only the application when the TCE starts from a hired card', () => {
    const body = toBody(filled, 42);
    expect(body.application_id).toBe(42);
    expect(body).not.toHaveProperty('ra');
    expect(body).not.toHaveProperty('companies_id');
  });

  it("puts each server field error on the form's field", () => {
    expect(formField('stipend_cents')).toBe('stipend');
    expect(formField('supervisor.email')).toBe('supervisor_email');
    expect(formField('activities.1')).toBe('activities');
    expect(formField('hours_per_day')).toBe('hours_per_day');
    expect(formField('supervisor')).toBe('supervisor');
  });
});
