import { randomBytes } from 'node:crypto';
import { ROLE_ID } from '@portal/contracts';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { seedPasswordHash } from './demo-password-hashes.ts';
import * as c from './demo-content.ts';
import { seedResume } from './demo-resume.ts';

const byName = <T extends { id: number; name: string }>(rows: T[]) => new Map(rows.map((r) => [r.name, r.id]));

/** Fills an empty database with the demo accounts and content of docs/spec/15-demo-data.md. */
export const seedDemo = async (db: Db): Promise<void> => {
  const areas = byName(
    await db
      .insert(t.knowledgeAreas)
      .values(c.KNOWLEDGE_AREAS.map((name) => ({ name })))
      .returning(),
  );
  const courses = byName(
    await db
      .insert(t.courses)
      .values(c.COURSES.map(([name, area]) => ({ name, id_knowledge_area: areas.get(area) })))
      .returning(),
  );
  const contracts = byName(
    await db
      .insert(t.contractTypes)
      .values(c.CONTRACT_TYPES.map((name) => ({ name })))
      .returning(),
  );
  await db.insert(t.searchSynonyms).values(c.SEARCH_SYNONYMS);
  const eventTypes = byName(
    await db
      .insert(t.eventTypes)
      .values(c.EVENT_TYPES.map((name) => ({ name })))
      .returning(),
  );
  const [, termEmpresa] = await db
    .insert(t.terms)
    .values([
      { type: 'aluno', term_text: c.TERM_ALUNO },
      { type: 'empresa', term_text: c.TERM_EMPRESA },
    ])
    .returning();
  for (const a of c.ACTIVITIES) {
    await db.insert(t.activities).values({ id: a.id, project_id: 2, title: a.title, description: a.description });
    await db
      .insert(t.activityItems)
      .values(a.items.map(([title, description]) => ({ activity_id: a.id, title, description })));
  }
  await db.insert(t.orientations).values(
    c.ORIENTATIONS.map(([title, description], i) => ({
      title,
      description,
      access_link: `https://carreiras.demo.edu.br/orientacoes/${i + 1}`,
      show: i !== 3,
    })),
  );

  const [company, student] = await Promise.all([seedPasswordHash('Empresa@123'), seedPasswordHash('Aluno@1234')]);
  const reps = await db
    .insert(t.users)
    .values([
      { name: 'Renata Horta', email: 'rh@acme.com.br', password_hash: company, role_id: ROLE_ID.representative },
      {
        name: 'Paulo Pendente',
        email: 'pendente@beta.com.br',
        password_hash: company,
        role_id: ROLE_ID.representative,
        is_active: false,
        activated_at: null,
      },
      {
        name: 'Gabriela Martins',
        email: 'talentos@gamma.com.br',
        password_hash: company,
        role_id: ROLE_ID.representative,
      },
    ])
    .returning();
  const [renata, paulo, gabriela] = reps as [(typeof reps)[number], (typeof reps)[number], (typeof reps)[number]];
  await db.insert(t.termSignatures).values(reps.map((r) => ({ user_id: r.id, term_id: termEmpresa!.id })));

  const companyRows = await db
    .insert(t.companies)
    .values([
      {
        user_id: renata.id,
        name: 'Acme Tecnologia',
        cnpj: '11222333000181',
        about: 'Software sob medida para varejo e indústria, com 20 anos de mercado e times em todo o Brasil.',
        area: 'Tecnologia da Informação',
        email_curriculum: 'vagas@acme.com.br',
        site: 'https://acme.com.br',
        employees_number: 350,
      },
      {
        user_id: renata.id,
        name: 'Acme Logística',
        cnpj: '24681357000140',
        about: 'Operadora logística com centros de distribuição no Sudeste e no Sul.',
        area: 'Logística',
        email_curriculum: 'logistica@acme.com.br',
        site: 'https://logistica.acme.com.br',
        employees_number: 1200,
      },
      {
        user_id: paulo.id,
        name: 'Beta Consultoria',
        numero_registro: 'CRA-SP 123456',
        about: 'Consultoria em gestão de pessoas e processos para pequenas empresas.',
        area: 'Administração',
        email_curriculum: 'curriculos@beta.com.br',
        site: 'https://beta.com.br',
        employees_number: 12,
      },
      {
        user_id: gabriela.id,
        name: 'Gamma Saúde',
        cnpj: '97531864000171',
        about: 'Rede de clínicas e laboratórios com atendimento humanizado.',
        area: 'Saúde',
        email_curriculum: 'rh@gamma.com.br',
        site: 'https://gamma.com.br',
        employees_number: 800,
      },
    ])
    .returning();

  const jobValues = Array.from({ length: 40 }, (_, i) => {
    const [title, area, contract] = c.JOB_TITLES[i % c.JOB_TITLES.length]!;
    const [city, state] = c.PLACES[(i * 7) % c.PLACES.length]!;
    const companyRow = area === 'Saúde' ? companyRows[3]! : companyRows[i % 3]!;
    const base = 1500 + ((i * 373) % 9) * 500;
    return {
      title,
      city,
      state,
      status: i % 13 === 12 ? 2 : 1,
      knowledge_areas_id: areas.get(area),
      contract_types_id: contracts.get(contract),
      remuneration_initial: String(base),
      remuneration_final: String(base + 1500),
      department: area,
      experience_level: c.LEVELS[i % c.LEVELS.length],
      work_mode: c.WORK_MODES[i % c.WORK_MODES.length],
      employment_type: contract,
      description: `A ${companyRow.name} procura ${title.toLowerCase()} para atuar em ${city}. Você fará parte de um time colaborativo, com plano de desenvolvimento, mentoria e contato direto com clientes.`,
      assignments:
        'Participar do planejamento das atividades da área; executar as entregas com qualidade; documentar processos e propor melhorias.',
      requirements:
        'Cursando ou formado na área; boa comunicação; vontade de aprender; pacote Office ou ferramentas equivalentes.',
      additional_info: 'Vale-refeição, vale-transporte, plano de saúde e auxílio home office.',
      companies_id: companyRow.id,
      created_at: new Date(Date.now() - i * 36 * 3_600_000),
    };
  });
  const jobRows = await db.insert(t.jobs).values(jobValues).returning({ id: t.jobs.id, status: t.jobs.status });
  const open = jobRows.filter((j) => j.status === 1).map((j) => j.id);

  const studentUsers = await db
    .insert(t.users)
    .values([
      {
        name: 'ana beatriz souza',
        email: 'ana.souza@aluno.demo.edu.br',
        password_hash: student,
        role_id: ROLE_ID.student,
      },
      {
        name: 'Bruno Carvalho Lima',
        email: 'bruno.lima@aluno.demo.edu.br',
        password_hash: student,
        role_id: ROLE_ID.student,
      },
    ])
    .returning();
  const [ana, bruno] = await db
    .insert(t.students)
    .values([
      {
        id_user: studentUsers[0]!.id,
        ra: '2024001',
        id_course: courses.get('Ciência da Computação'),
        periodo: '6º',
        situacao_periodo: 'Cursando',
        // The full demo resume is shared, with the contact button (docs/spec/15-demo-data.md); a new key per database.
        share_key: randomBytes(24).toString('base64url'),
        share_email: true,
      },
      {
        id_user: studentUsers[1]!.id,
        ra: '2024002',
        id_course: courses.get('Administração'),
        periodo: '4º',
        situacao_periodo: 'Cursando',
      },
    ])
    .returning();
  await db.insert(t.applications).values([
    { job_id: open[0]!, student_id: ana!.id },
    { job_id: open[1]!, student_id: ana!.id },
    { job_id: open[2]!, student_id: ana!.id },
    { job_id: open[0]!, student_id: bruno!.id },
    { job_id: open[4]!, student_id: bruno!.id },
  ]);
  await db.insert(t.bookmarks).values([
    { job_id: open[1]!, student_id: ana!.id },
    { job_id: open[5]!, student_id: ana!.id },
    { job_id: open[4]!, student_id: bruno!.id },
  ]);
  await seedResume(db, ana!.id, eventTypes);
};
