import { PNG_1X1, multipart } from '../test/multipart.ts';
import type { ProofContext } from './proof-context.ts';
import type { Actor, Outcome } from './route-matrix.ts';
import { INTERNSHIP_REQUESTS } from './route-requests-internships.ts';
import { IDENTITY_REQUESTS } from './route-requests-identity.ts';
import { allowed, del, get, post, put } from './route-request-kit.ts';
import { STAGE_REQUESTS } from './route-requests-stage.ts';

/** One request of the proofs; `headers` go over the actor's own (a fresh session, a content type). */
export interface ProofRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

/**
 * Builds a valid request of a route for an actor. Requests name the first owner's objects (ana,
 * Acme); an allowed actor of a request that consumes its object (delete, sign-out, erase) gets a
 * fresh one, so that every cell of the matrix is tried on data that is really there.
 */
export type RequestBuilder = (c: ProofContext, actor: Actor, outcome: Outcome) => ProofRequest | Promise<ProofRequest>;

const studentLogin = { ra: '2024001', password: 'Aluno@1234' };
/** Each actor's own password, for the routes that ask for it again (LGPD export and erasure). */
const PASSWORDS: Partial<Record<Actor, string>> = {
  student: 'Aluno@1234',
  student2: 'Aluno@1234',
  rep: 'Empresa@123',
  rep2: 'Empresa@123',
  inactive: 'Empresa@123',
  admin: 'Admin@12345',
};

export const ROUTE_REQUESTS: Record<string, RequestBuilder> = {
  'POST /api/login': () => post('/api/login', { email: 'rh@acme.com.br', password: 'Empresa@123' }),
  'POST /api/login-student': () => post('/api/login-student', studentLogin),
  'POST /api/stage/auth/login': () => post('/api/stage/auth/login', studentLogin),
  'POST /api/logout': async (c, actor) => ({
    ...post('/api/logout'),
    ...(actor !== 'anonymous' && { headers: await c.freshSession(actor) }),
  }),
  'POST /api/password': () => post('/api/password', { current_password: 'Errada@00000', password: 'Outra@12345' }),
  // An unknown address: the same answer as for a known one, and no e-mail.
  'POST /api/forgot-password': () => post('/api/forgot-password', { email: 'ninguem@exemplo.com' }),
  'POST /api/reset-password/:email': async (c) => {
    const { email, signature } = await c.freshResetLink();
    return post(`/api/reset-password/${encodeURIComponent(email)}?signature=${signature}`, {
      password: 'Nova@12345',
      password_confirmation: 'Nova@12345',
    });
  },
  'GET /api/profile': () => get('/api/profile'),
  'POST /api/signup': (c) => {
    const email = `${c.unique('rh')}@nova.com.br`;
    return post('/api/signup', {
      user: { name: 'Nova Pessoa', email, password: 'Empresa@123', passwordConfirm: 'Empresa@123' },
      company: {
        name: c.unique('Nova Empresa '),
        numero_registro: c.unique('CRA-'),
        about: 'Consultoria nova.',
        area: 'Administração',
        email_curriculum: 'vagas@nova.com.br',
        employees_number: 5,
      },
    });
  },
  'GET /api/config': () => get('/api/config'),
  'GET /api/health': () => get('/api/health'),
  'GET /api/ready': () => get('/api/ready'),
  'GET /metrics': () => get('/metrics'),
  'GET /api/openapi.json': () => get('/api/openapi.json'),
  'GET /api/docs': () => get('/api/docs'),
  'GET /api/docs/json': () => get('/api/docs/json'),
  'GET /api/docs/yaml': () => get('/api/docs/yaml'),
  'GET /api/docs/static/index.html': () => get('/api/docs/static/index.html'),
  'GET /api/docs/static/swagger-initializer.js': () => get('/api/docs/static/swagger-initializer.js'),
  'GET /api/docs/static/*': () => get('/api/docs/static/swagger-ui.css'),
  'GET /api/files/*': (c) => get(c.signedFileUrl),
  'PUT /api/stage/uploads/*': async (c) => ({
    ...put(await c.signUpload(), PNG_1X1),
    headers: { 'content-type': 'image/png' },
  }),

  'GET /api/terms': () => get('/api/terms'),
  'GET /api/terms/versions': () => get('/api/terms/versions'),
  'POST /api/terms': (c) => post('/api/terms', { type: 'empresa', term_text: `<p>${c.unique('Termo ')}</p>` }),
  'POST /api/terms/sign': (c) => post('/api/terms/sign', { user_id: c.ids.anaUser, term_id: c.ids.termAluno }),

  'GET /api/roles': () => get('/api/roles'),
  'GET /api/courses': () => get('/api/courses'),
  'GET /api/knowledge-areas': () => get('/api/knowledge-areas'),
  'GET /api/event-type': () => get('/api/event-type'),
  'GET /api/event-types': () => get('/api/event-types?page=1&search=con&status=all'),
  'POST /api/courses': (c) => post('/api/courses', { name: c.unique('Cadastro ') }),
  'PUT /api/courses/:id': async (c) =>
    put(`/api/courses/${await c.freshReference('courses')}`, { name: c.unique('Cadastro '), retired: true }),
  'DELETE /api/courses/:id': async (c) => del(`/api/courses/${await c.freshReference('courses')}`),
  'POST /api/knowledge-areas': (c) => post('/api/knowledge-areas', { name: c.unique('Cadastro ') }),
  'PUT /api/knowledge-areas/:id': async (c) =>
    put(`/api/knowledge-areas/${await c.freshReference('knowledge-areas')}`, {
      name: c.unique('Cadastro '),
      retired: true,
    }),
  'DELETE /api/knowledge-areas/:id': async (c) =>
    del(`/api/knowledge-areas/${await c.freshReference('knowledge-areas')}`),
  'POST /api/event-types': (c) => post('/api/event-types', { name: c.unique('Cadastro ') }),
  'PUT /api/event-types/:id': async (c) =>
    put(`/api/event-types/${await c.freshReference('event-types')}`, { name: c.unique('Cadastro '), retired: true }),
  'DELETE /api/event-types/:id': async (c) => del(`/api/event-types/${await c.freshReference('event-types')}`),
  'GET /api/contract-types': () => get('/api/contract-types'),
  'GET /api/contract-types/:id': (c) => get(`/api/contract-types/${c.ids.clt}`),
  'POST /api/contract-types': (c) => post('/api/contract-types', { name: c.unique('Contrato ') }),
  'PUT /api/contract-types/:id': async (c, _a, o) =>
    put(`/api/contract-types/${allowed(o) ? await c.freshContractType() : c.ids.clt}`, { name: c.unique('Contrato ') }),
  'DELETE /api/contract-types/:id': async (c, _a, o) =>
    del(`/api/contract-types/${allowed(o) ? await c.freshContractType() : c.ids.clt}`),

  'GET /api/users': () => get('/api/users'),
  'GET /api/users/:id': (c) => get(`/api/users/${c.ids.rep}`),
  'POST /api/users': (c) =>
    post('/api/users', {
      name: 'Nova Pessoa',
      email: `${c.unique('nova')}@exemplo.com`,
      password: 'Senha@12345',
      is_active: true,
      role_id: 2,
    }),
  'PUT /api/users/:id': async (c, _a, o) =>
    put(`/api/users/${allowed(o) ? await c.freshUser() : c.ids.rep}`, { name: 'Nome Trocado' }),
  'DELETE /api/users/:id': async (c, _a, o) => del(`/api/users/${allowed(o) ? await c.freshUser() : c.ids.rep2}`),
  'POST /api/users/import': () =>
    post('/api/users/import', {
      csv: 'ra,nome,email,curso\n2099001,Fulano de Tal,fulano@exemplo.com,Administração\n',
      dry_run: true,
    }),

  'GET /api/audit-log': () => get('/api/audit-log'),
  'GET /api/analytics/overview': () => get('/api/analytics/overview'),
  'GET /api/analytics/export.csv': () => get('/api/analytics/export.csv'),
  'GET /api/analytics/export.xlsx': () => get('/api/analytics/export.xlsx'),
  'GET /api/analytics/internships.csv': () => get('/api/analytics/internships.csv'),

  'GET /api/companies': () => get('/api/companies?limit=100'),
  'GET /api/companies/user': () => get('/api/companies/user?limit=100'),
  'GET /api/companies/user/:id': (c) => get(`/api/companies/user/${c.ids.rep}`),
  'GET /api/companies/list/user/:id': (c) => get(`/api/companies/list/user/${c.ids.rep}`),
  'GET /api/companies/:id': (c) => get(`/api/companies/${c.ids.acme}`),
  'POST /api/companies': (c) =>
    post('/api/companies', {
      user_id: c.ids.rep,
      name: c.unique('Acme Filial '),
      numero_registro: c.unique('CRA-'),
      about: 'Nova filial.',
      area: 'Tecnologia',
      email_curriculum: 'filial@acme.com.br',
    }),
  'PUT /api/companies/:id': (c) => put(`/api/companies/${c.ids.acme}`, { employees_number: 350 }),
  'DELETE /api/companies/:id': async (c, _a, o) =>
    del(`/api/companies/${allowed(o) ? await c.freshCompany(c.ids.rep) : c.ids.acme}`),

  'GET /api/jobs': () => get('/api/jobs?limit=100'),
  'GET /api/jobs/user': () => get('/api/jobs/user?limit=100'),
  'GET /api/jobs/user/:id': (c) => get(`/api/jobs/user/${c.ids.rep}`),
  'GET /api/jobs/company/:id': (c) => get(`/api/jobs/company/${c.ids.acme}`),
  'GET /api/jobs/:id': (c) => get(`/api/jobs/${c.ids.acmeJob}`),
  'POST /api/jobs': (c) => post('/api/jobs', c.jobBody(c.ids.acme)),
  'PUT /api/jobs/:id': (c) => put(`/api/jobs/${c.ids.acmeJob}`, { city: 'São Paulo' }),
  'DELETE /api/jobs/:id': async (c, _a, o) => del(`/api/jobs/${allowed(o) ? await c.freshJob() : c.ids.acmeJob}`),
  'POST /api/jobs/:id/notify': (c) => post(`/api/jobs/${c.ids.acmeJob}/notify`),
  'GET /api/jobs/:id/summary': (c) => get(`/api/jobs/${c.ids.acmeJob}/summary`),
  'GET /api/jobs/:id/board': (c) => get(`/api/jobs/${c.ids.acmeJob}/board?limit=5`),

  'GET /api/jobs-for-student': () =>
    get('/api/jobs-for-student?title=analsita&sort=relevance&facets=1&work_mode=Remoto&contract_types_id=1'),
  'GET /api/jobs-for-student/recommended': () => get('/api/jobs-for-student/recommended?limit=6'),
  'GET /api/search-synonyms': () => get('/api/search-synonyms'),
  'POST /api/search-synonyms': (c) =>
    post('/api/search-synonyms', { terms: [c.unique('dev'), c.unique('desenvolvedor')] }),
  'DELETE /api/search-synonyms/:id': async (c) => del(`/api/search-synonyms/${await c.freshSynonym()}`),
  'GET /api/jobs/:id/student': (c) => get(`/api/jobs/${c.ids.acmeJob}/student`),

  'GET /api/applications': () => get('/api/applications?limit=100'),
  'GET /api/applications/:id': (c) => get(`/api/applications/${c.ids.anaApplication}`),
  'POST /api/applications': async (c, _a, o) =>
    post('/api/applications', { job_id: allowed(o) ? await c.freshJob() : c.ids.acmeJob, ra: '2024001' }),
  'DELETE /api/applications/:id': async (c, _a, o) =>
    del(`/api/applications/${allowed(o) ? await c.freshApplication(c.ids.ana) : c.ids.anaApplication}`),
  'PUT /api/applications/:id/hired': (c) => put(`/api/applications/${c.ids.anaApplication}/hired`),
  'PATCH /api/applications/:id/stage': (c) => ({
    method: 'PATCH',
    url: `/api/applications/${c.ids.anaApplication}/stage`,
    payload: { stage: 'in_review' },
  }),
  'POST /api/applications/stage': (c) =>
    post('/api/applications/stage', { ids: [c.ids.anaApplication], stage: 'in_review', message: 'Em análise.' }),
  'GET /api/applications/:id/history': (c) => get(`/api/applications/${c.ids.anaApplication}/history`),
  'GET /api/students/:id/stage-emails': (c) => get(`/api/students/${c.ids.ana}/stage-emails`),
  'PUT /api/students/:id/stage-emails': (c) => put(`/api/students/${c.ids.ana}/stage-emails`, { enabled: true }),

  'GET /api/student-bookmark': () => get('/api/student-bookmark'),
  'POST /api/bookmark': async (c, _a, o) =>
    post('/api/bookmark', { student_id: c.ids.ana, job_id: allowed(o) ? await c.freshJob() : c.ids.acmeJob }),
  'DELETE /api/bookmark/:id': async (c, _a, o) =>
    del(`/api/bookmark/${allowed(o) ? await c.freshBookmark(c.ids.ana) : c.ids.anaBookmark}`),

  'GET /api/job-alerts': () => get('/api/job-alerts'),
  'POST /api/job-alerts': () =>
    post('/api/job-alerts', { name: 'Vagas de dados', title: 'dados', state: 'SP', frequency: 'daily' }),
  'PUT /api/job-alerts/:id': (c) =>
    put(`/api/job-alerts/${c.ids.anaAlert}`, { name: 'Alerta renomeado', active: true }),
  'DELETE /api/job-alerts/:id': async (c, _a, o) =>
    del(`/api/job-alerts/${allowed(o) ? (await c.freshAlert(c.ids.ana)).id : c.ids.anaAlert}`),
  'POST /api/job-alerts/unsubscribe': async (c) =>
    post(`/api/job-alerts/unsubscribe?token=${encodeURIComponent(await c.freshAlertToken())}`),
  'GET /api/job-alerts/unsubscribe/details': async (c) =>
    get(`/api/job-alerts/unsubscribe/details?token=${encodeURIComponent(await c.freshAlertToken())}`),

  'GET /api/orientations': () => get('/api/orientations'),
  'POST /api/orientations': async (c) => {
    const form = await multipart({
      title: c.unique('Orientação '),
      description: 'Descrição',
      access_link: 'https://exemplo.com',
      banner_path: { data: PNG_1X1, name: 'banner.png', type: 'image/png' },
    });
    return { ...post('/api/orientations', form.payload), headers: form.headers };
  },
  'PUT /api/orientations/:id': async (c, _a, o) =>
    put(`/api/orientations/${allowed(o) ? await c.freshOrientation() : c.ids.orientation}`, {
      title: 'Título trocado',
    }),
  'DELETE /api/orientations/:id': async (c, _a, o) =>
    del(`/api/orientations/${allowed(o) ? await c.freshOrientation() : c.ids.orientation}`),

  'GET /api/students/:id': (c) => get(`/api/students/${c.ids.ana}`),
  'POST /api/students/:id': (c) =>
    post(`/api/students/${c.ids.ana}`, { birthday: '2003-05-14', phone: '(11) 98765-4321' }),
  'PUT /api/students/:id': (c) =>
    put(`/api/students/${c.ids.ana}`, { birthday: '2003-05-14', phone: '(11) 98765-4321' }),
  'GET /api/students/:id/public': async (c) => get(`/api/students/${c.ids.ana}/public?key=${await c.anaShareKey()}`),
  'GET /api/students/:id/share': (c) => get(`/api/students/${c.ids.ana}/share`),
  'POST /api/students/:id/share': (c) => post(`/api/students/${c.ids.ana}/share`, { show_email: false }),
  'PUT /api/students/:id/share': (c) => put(`/api/students/${c.ids.ana}/share`, { show_email: true }),
  'DELETE /api/students/:id/share': (c) => del(`/api/students/${c.ids.ana}/share`),
  'GET /api/students/:id/complementary-activities': (c) => get(`/api/students/${c.ids.ana}/complementary-activities`),
  'POST /api/students/:id/export': (c, actor) =>
    post(`/api/students/${c.ids.ana}/export`, { password: PASSWORDS[actor] ?? 'Aluno@1234' }),
  'POST /api/students/:id/data-deletion': (c, actor, o) => erase(c, actor, o, 'POST'),
  'DELETE /api/students/:id/data-deletion': (c, actor, o) => erase(c, actor, o, 'DELETE'),
  'GET /api/skills/student/:id': (c) => get(`/api/skills/student/${c.ids.ana}`),
  'POST /api/skills': (c) => post('/api/skills', { name: c.unique('Habilidade '), student_id: c.ids.ana }),
  'POST /api/skills/': (c) => post('/api/skills/', { name: c.unique('Habilidade '), student_id: c.ids.ana }),
  'PUT /api/skills/:id': (c) => put(`/api/skills/${c.ids.anaSkill}`, { name: 'TypeScript' }),
  'DELETE /api/skills/:id': async (c, _a, o) =>
    del(`/api/skills/${allowed(o) ? await c.freshSkill(c.ids.ana) : c.ids.anaSkill}`),
  'GET /api/professional-experiences/student/:id': (c) => get(`/api/professional-experiences/student/${c.ids.ana}`),
  'POST /api/professional-experiences': (c) =>
    post('/api/professional-experiences', {
      student_id: c.ids.ana,
      company_name: 'Empresa X',
      city: 'Santos',
      state: 'SP',
      department: 'TI',
      role: 'Estagiária',
      description: 'Descrição',
      started: '2022-01-01',
      finished: '2022-06-30',
    }),
  'PUT /api/professional-experiences/:id': (c) =>
    put(`/api/professional-experiences/${c.ids.anaExperience}`, { visible: 1 }),
  'DELETE /api/professional-experiences/:id': async (c, _a, o) =>
    del(`/api/professional-experiences/${allowed(o) ? await c.freshExperience(c.ids.ana) : c.ids.anaExperience}`),
  'GET /api/events/student/:id': (c) => get(`/api/events/student/${c.ids.ana}`),
  'POST /api/events': (c) =>
    post('/api/events', {
      student_id: c.ids.ana,
      id_event_type: c.ids.congresso,
      title: 'Semana de TI',
      sponsor: 'Universidade',
      started: '2024-01-10',
      finished: '2024-01-12',
    }),
  'PUT /api/events/:id': (c) => put(`/api/events/${c.ids.anaEvent}`, { visible: 1 }),
  'DELETE /api/events/:id': async (c, _a, o) =>
    del(`/api/events/${allowed(o) ? await c.freshEvent(c.ids.ana) : c.ids.anaEvent}`),
  'POST /api/complementary-activities/import': () =>
    post('/api/complementary-activities/import', {
      csv: 'ra,modalidade,carga_horaria_aproveitada,carga_horaria_maxima\n2024001,Atividades de ensino,42,60\n',
      dry_run: true,
    }),

  ...STAGE_REQUESTS,
  ...IDENTITY_REQUESTS,
  ...INTERNSHIP_REQUESTS,
};

/** LGPD erasure: an allowed actor erases a new student's data (the student their own), never ana's. */
const erase = async (
  c: ProofContext,
  actor: Actor,
  outcome: Outcome,
  method: 'POST' | 'DELETE',
): Promise<ProofRequest> => {
  const body = { confirm: 'excluir', password: PASSWORDS[actor] ?? 'Aluno@1234' };
  if (!allowed(outcome)) return { method, url: `/api/students/${c.ids.ana}/data-deletion`, payload: body };
  const fresh = await c.freshStudent();
  return {
    method,
    url: `/api/students/${fresh.id}/data-deletion`,
    // A student erases their own data: the fresh student's password.
    payload: actor === 'student' ? { ...body, password: fresh.password } : body,
    ...(actor === 'student' && { headers: fresh.headers }),
  };
};
