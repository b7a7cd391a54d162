import { capitalizeName, messages, ROLE_ID, type SignupRequest } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { CompaniesService } from '../companies/companies.service.ts';
import type { TermsService } from '../terms/terms.service.ts';
import type { UsersService } from '../users/users.service.ts';

const SIGNUP_WINDOW_MS = 3_600_000;

/** Field paths of sign-up errors follow the request body ('user.email', 'company.cnpj'). */
const prefixed = (err: unknown, prefix: 'user' | 'company'): unknown =>
  err instanceof AppError && err.code === 'VALIDATION'
    ? new AppError('VALIDATION', err.message, {
        errors: err.errors.map((e) => ({ ...e, field: e.field ? `${prefix}.${e.field}` : undefined })),
      })
    : err;

/**
 * Company self sign-up: an inactive representative (activated later by an admin), the company
 * and the signed company term; administrators get an e-mail about it.
 */
export const createSignupService = (deps: {
  users: UsersService;
  companies: CompaniesService;
  terms: TermsService;
  mailer: Mailer;
  appUrl: string;
  log: { error(o: object, m: string): void };
  /** Each sign-up e-mails every admin: one address gets a few an hour. */
  /** The shared fixed-window counters: adds a hit and answers the count in the window. */
  limits: { hit(key: string, windowMs: number): Promise<number> };
  maxPerAddress: number;
}) => ({
  /** Runs before the body is parsed: every attempt counts, valid or not (a megabyte of junk too). */
  async admit(ip: string): Promise<void> {
    if ((await deps.limits.hit(`signup:ip:${ip}`, SIGNUP_WINDOW_MS)) > deps.maxPerAddress) {
      throw new AppError('TOO_MANY_REQUESTS', messages.session.tooManyAttempts, {
        retryAfterSeconds: SIGNUP_WINDOW_MS / 1000,
      });
    }
  },

  async signup(input: SignupRequest): Promise<{ user_id: number; company_id: number }> {
    const company = { ...input.company, email_curriculum: input.company.email_curriculum || undefined };
    await deps.companies.checkIdentifiers(company).catch((err: unknown) => {
      throw prefixed(err, 'company');
    });
    const user = await deps.users
      .create({
        name: input.user.name,
        email: input.user.email,
        password: input.user.password,
        is_active: false,
        role_id: ROLE_ID.representative,
      })
      .catch((err: unknown) => {
        throw prefixed(err, 'user');
      });
    try {
      const created = await deps.companies.createFor(user.id, {
        ...company,
        email_curriculum: company.email_curriculum ?? '',
      });
      await deps.terms.signLatest(user.id, 'empresa');
      void notifyAdmins(deps, user.name, user.email, created.name);
      return { user_id: user.id, company_id: created.id };
    } catch (err) {
      await deps.users.discard(user.id);
      throw prefixed(err, 'company');
    }
  },
});

const notifyAdmins = async (
  deps: Parameters<typeof createSignupService>[0],
  name: string,
  email: string,
  company: string,
) => {
  for (const admin of await deps.users.adminEmails()) {
    await deps.mailer
      .send({
        to: admin.email,
        subject: `Nova empresa aguardando ativação: ${company}`,
        text: `Olá, ${capitalizeName(admin.name)}!\n\n${name} (${email}) cadastrou a empresa "${company}" no Portal de Oportunidades e aguarda a ativação do seu usuário.\n\nPara ativar, acesse ${deps.appUrl.replace(/\/$/, '')}/usuarios, encontre o representante e marque-o como ativo.\n\nPortal de Oportunidades`,
      })
      .catch((err: unknown) => deps.log.error({ err }, 'sign-up e-mail to admin failed'));
  }
};

export type SignupService = ReturnType<typeof createSignupService>;
