// Every screen of the portal per role, with its main dialogs (docs/spec/02-screens.md): the one
// list that the axe sweep (e2e/accessibility.spec.ts) and the WCAG 2.2 checks axe cannot make
// (e2e/accessibility-wcag22.spec.ts) both walk. A route left out says why in SCREENS_LEFT_OUT.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accounts } from '../fixtures.ts';
import { apiToken, bearer } from './api-login.ts';
import { choose } from './staff-forms.ts';

/** Demo records some paths need, read once per run through the API. */
export interface DemoRefs {
  /** The demo student (Ana): `/curriculum/{id}`. */
  studentId: number;
  /** An Acme job with applications: `/candidaturas/{id}`. */
  jobId: number;
  /** Ana's shared resume: `/curriculum/{id}/public?...`. */
  publicPath: string;
}

export interface DialogEntry {
  label: string;
  /** The control that opens it, on the screen as loaded (after `before`). */
  trigger: (page: Page) => Locator;
  /** What the screen needs first (a filter, say). */
  before?: (page: Page) => Promise<void>;
}

export interface ScreenEntry {
  label: string;
  path: string | ((refs: DemoRefs) => string);
  dialogs?: DialogEntry[];
}

export type SweepRole = 'signedOut' | 'admin' | 'representative' | 'student';

/** A table row at 1280 px, a card (list item) at 375 px, with this text. */
export const entryWith = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name }).first();
const rowButton = (row: string, name: string) => (page: Page) =>
  entryWith(page, row).getByRole('button', { name }).first();

const STAFF_SHARED: ScreenEntry[] = [
  { label: 'Candidaturas', path: '/candidaturas' },
  { label: 'applications of a job', path: (r) => `/candidaturas/${r.jobId}` },
  { label: 'a student resume', path: (r) => `/curriculum/${r.studentId}` },
  { label: 'Estágios', path: '/estagios' },
  { label: 'new TCE', path: '/estagios/novo' },
  { label: 'Convênios', path: '/convenios' },
  { label: 'Indicadores', path: '/indicadores' },
  { label: 'Segurança', path: '/seguranca' },
];

export const SCREENS: Record<SweepRole, ScreenEntry[]> = {
  signedOut: [
    { label: 'student login', path: '/' },
    { label: 'student sign-in', path: '/signin' },
    { label: 'staff login', path: '/login-admin' },
    { label: 'staff sign-in', path: '/signin-admin' },
    { label: 'forgot password', path: '/access-recovery/solicitation' },
    { label: 'reset password', path: '/api/oportunidades/reset-password/ana%40exemplo.com?signature=abc' },
    { label: 'not found', path: '/rota-que-nao-existe' },
    { label: 'Acessibilidade', path: '/acessibilidade' },
    { label: 'public resume', path: (r) => r.publicPath },
    { label: 'alert unsubscribe', path: '/api/job-alerts/unsubscribe?token=invalido' },
    { label: 'document verification', path: '/validar/ABCD-EFGH' },
    { label: 'sign-up', path: '/signup' },
  ],
  admin: [
    {
      label: 'Usuários',
      path: '/',
      dialogs: [
        { label: 'add user', trigger: button('Adicionar Usuário') },
        { label: 'edit user', trigger: rowButton('rh@acme.com.br', 'Editar') },
        { label: 'user details', trigger: rowButton('rh@acme.com.br', 'Detalhes') },
        { label: 'import students', trigger: button('Importar alunos') },
        {
          label: "confirm by typing 'excluir'",
          before: (page) => choose(page, page, 'Função', 'Estudante'),
          trigger: button('Exclusão de dados (LGPD)'),
        },
        {
          label: 'export asks the password',
          before: (page) => choose(page, page, 'Função', 'Estudante'),
          trigger: button('Exportar dados (LGPD)'),
        },
      ],
    },
    {
      label: 'Empresas',
      path: '/empresas',
      dialogs: [
        { label: 'add company', trigger: button('Adicionar empresa') },
        { label: 'company details', trigger: rowButton('Gamma Saúde', 'Detalhes') },
        { label: 'delete company', trigger: rowButton('Gamma Saúde', 'Excluir') },
      ],
    },
    {
      label: 'Vagas cadastradas',
      path: '/vagas',
      dialogs: [
        { label: 'add job', trigger: button('ADICIONAR VAGA') },
        {
          label: 'job details',
          trigger: (page) =>
            page
              .getByRole('row')
              .or(page.getByRole('listitem'))
              .filter({ has: page.getByRole('button', { name: 'Detalhes' }) })
              .first()
              .getByRole('button', { name: 'Detalhes' }),
        },
      ],
    },
    {
      label: 'Tipos de contrato',
      path: '/tipos-contrato',
      dialogs: [{ label: 'add contract type', trigger: button('Adicionar tipo de contrato') }],
    },
    {
      label: 'Cursos e seleções',
      path: '/orientacoes',
      dialogs: [
        { label: 'add orientation', trigger: button('Adicionar orientação') },
        { label: 'delete orientation', trigger: button(/^Excluir /) },
      ],
    },
    { label: 'Cursos', path: '/cadastros/cursos' },
    { label: 'Áreas de conhecimento', path: '/cadastros/areas-de-conhecimento' },
    { label: 'Tipos de evento', path: '/cadastros/tipos-de-evento' },
    { label: 'Sinônimos da busca', path: '/cadastros/sinonimos' },
    { label: 'Termos', path: '/termos' },
    { label: 'Palco: conteúdo', path: '/palco/conteudo' },
    { label: 'Palco: submissões', path: '/palco/submissoes' },
    { label: 'Horas complementares', path: '/horas-complementares' },
    { label: 'Auditoria', path: '/auditoria' },
    ...STAFF_SHARED,
  ],
  representative: [
    {
      label: 'Vagas cadastradas',
      path: '/',
      dialogs: [{ label: 'add job', trigger: button('ADICIONAR VAGA') }],
    },
    { label: 'Empresas', path: '/empresas' },
    ...STAFF_SHARED.map((s) =>
      s.label === 'applications of a job'
        ? { ...s, dialogs: [{ label: 'remove application', trigger: button(/^Remover candidatura de /) }] }
        : s,
    ),
    { label: 'sign-up', path: '/signup' },
  ],
  student: [
    { label: 'home', path: '/' },
    { label: 'Minhas vagas', path: '/minhas-vagas' },
    {
      label: 'Candidaturas',
      path: '/candidaturas',
      dialogs: [{ label: 'withdraw confirmation', trigger: button(/^Cancelar/) }],
    },
    { label: 'Meus alertas', path: '/meus-alertas' },
    { label: 'Meu estágio', path: '/meu-estagio' },
    { label: 'Cursos e seleções', path: '/orientacoes' },
    {
      label: 'resume',
      path: (r) => `/curriculum/${r.studentId}`,
      dialogs: [
        { label: 'edit profile', trigger: button('Editar perfil') },
        { label: 'add skill', trigger: button('Adicionar habilidade') },
        { label: 'add experience', trigger: button('Adicionar experiência') },
        { label: 'add event', trigger: button('Adicionar evento') },
        { label: 'delete skill', trigger: button(/^Excluir habilidade /) },
        { label: 'export asks the password', trigger: button('Baixar meus dados') },
        { label: 'erasure with the password', trigger: button('Excluir minha conta') },
      ],
    },
    {
      label: 'Palco profissional',
      path: '/palco-profissional',
      dialogs: [{ label: 'new presentation', trigger: button('Iniciar nova apresentação') }],
    },
    { label: 'biometrics', path: '/biometrics' },
  ],
};

/**
 * Routes not in SCREENS, and where they are checked instead:
 * - `/recorder/{activity}` opens only after the five face photos, which need the fake camera:
 *   e2e/professional-stage.spec.ts audits it (ready, preview, sent dialog).
 * - `/estagios/{id}`: the demo data has no TCE; e2e/internships.spec.ts and
 *   e2e/internship-follow-up.spec.ts build one and audit it.
 * - `/auth/callback`, `/auth/mfa` and the forced password change are steps of a sign-in with a
 *   provider or a second factor (e2e/institutional-sign-in.spec.ts, cafe-sign-in.spec.ts,
 *   first-admin-password.spec.ts); `/usuarios` is the administrator's `/`.
 */
export const SCREENS_LEFT_OUT = ['/recorder/:activity_id', '/estagios/:id', '/auth/callback', '/auth/mfa'] as const;

export const pathOf = (screen: ScreenEntry, refs: DemoRefs): string =>
  typeof screen.path === 'string' ? screen.path : screen.path(refs);

/** The demo records the paths need (the student's id, a job with applications, the shared resume). */
export const demoRefs = async (request: APIRequestContext): Promise<DemoRefs> => {
  const login = await request.post('/api/login-student', {
    data: { ra: accounts.student.ra, password: accounts.student.password },
  });
  expect(login.status()).toBe(200);
  const { student_id: studentId, token: loginToken } = (await login.json()) as { student_id: number; token: string };
  await request.post('/api/logout', { headers: bearer(loginToken) });

  const student = await apiToken(request, 'student');
  const share = await request.get(`/api/students/${studentId}/share`, { headers: bearer(student) });
  const url = ((await share.json()) as { public_url: string | null }).public_url;
  expect(url, 'the demo resume is shared').toBeTruthy();
  await request.post('/api/logout', { headers: bearer(student) });
  const shared = new URL(url!);

  const rep = await apiToken(request, 'representative');
  const jobs = (await (await request.get('/api/jobs/user?limit=100', { headers: bearer(rep) })).json()) as {
    data: Array<{ id: number; applications_count: number }>;
  };
  await request.post('/api/logout', { headers: bearer(rep) });
  const job = jobs.data.find((j) => j.applications_count > 0);
  expect(job, 'a demo job with applications').toBeDefined();
  return { studentId, jobId: job!.id, publicPath: `${shared.pathname}${shared.search}` };
};

/**
 * Opens `screen` and waits for its first h1. Inside the app the router goes there as a link would
 * (history and popstate): no reload, no new download of the bundles, the session and the query
 * cache kept, which makes a walk over every screen several times faster. The h1 waited for is a
 * new one: the old screen's is marked first.
 */
export const openScreen = async (page: Page, screen: ScreenEntry, refs: DemoRefs): Promise<void> => {
  const path = pathOf(screen, refs);
  const here = page.url().startsWith('http') ? new URL(page.url()) : null;
  // Outside the app, or on that very screen (which a popstate would not draw again): a load.
  if (!here || `${here.pathname}${here.search}` === path) await page.goto(path);
  else
    await page.evaluate((to) => {
      for (const h1 of Array.from(document.querySelectorAll('h1'))) h1.setAttribute('data-old-screen', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page.locator('h1:not([data-old-screen])').first()).toBeVisible();
};
