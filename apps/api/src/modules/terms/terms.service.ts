import sanitizeHtml from 'sanitize-html';
import { messages, type PublishTermRequest, type Term, type TermVersion } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isStudent, forbidden, notYours } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditService, RequestContext } from '../audit/audit.service.ts';
import type { TermsRepository } from './terms.repository.ts';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Term HTML is written by staff; it is sanitised on the way out so the browser can render it. */
export const sanitizeTermHtml = (html: string): string => sanitizeHtml(html, SANITIZE);

/** The words a reader sees: what is left once the tags are gone, spaces folded. */
const visibleText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();

export const createTermsService = (repo: TermsRepository, audit: AuditService) => ({
  async list(): Promise<Term[]> {
    const rows = await repo.list();
    return rows.map((t) => ({ id: t.id, type: t.type as Term['type'], term_text: sanitizeTermHtml(t.term_text) }));
  },

  async versions(): Promise<TermVersion[]> {
    const rows = await repo.versions();
    return rows.map((t) => ({
      id: t.id,
      type: t.type as Term['type'],
      term_text: sanitizeTermHtml(t.term_text),
      created_at: t.created_at.toISOString(),
      signatures: Number(t.signatures),
    }));
  },

  /**
   * A new version of a type's term (docs/decisions/017-career-office-screens.md#terms): stored sanitised, and
   * since every reader asks for the newest version, every user of that type accepts it again.
   */
  async publish(input: PublishTermRequest, ctx?: RequestContext): Promise<TermVersion> {
    const html = sanitizeTermHtml(input.term_text).trim();
    if (!visibleText(html)) throw AppError.validation('term_text', messages.terms.textRequired, 'required');
    const current = await repo.latestOfType(input.type);
    if (current && sanitizeTermHtml(current.term_text).trim() === html)
      throw AppError.validation('term_text', messages.terms.unchanged, 'unchanged');
    const row = await repo.insert(input.type, html);
    await audit.record({
      action: 'term.published',
      actor: ctx?.actor ?? null,
      origin: ctx,
      target: { type: 'term', id: row.id, label: `Termo ${input.type === 'aluno' ? 'do aluno' : 'da empresa'}` },
    });
    return {
      id: row.id,
      type: input.type,
      term_text: html,
      created_at: row.created_at.toISOString(),
      signatures: 0,
    };
  },

  /** Records acceptance of the newest term of a type (the company sign-up's checkbox). */
  async signLatest(userId: number, type: 'aluno' | 'empresa'): Promise<void> {
    const term = await repo.latestOfType(type);
    if (term) await repo.sign(userId, term.id);
  },

  /** Ownership before validation (plugins/ownership.ts): a student signs for themselves only. */
  async authorizeSign(user: AuthUser, userId: number | undefined) {
    if (!isStudent(user)) throw forbidden();
    if (userId !== undefined && userId !== user.id) throw notYours();
  },

  /** Students accept the student term for themselves only. */
  async sign(user: AuthUser, input: { user_id: number; term_id: number }) {
    if (!isStudent(user)) throw forbidden();
    if (input.user_id !== user.id) throw notYours();
    const term = await repo.find(input.term_id);
    if (!term || term.type !== 'aluno') throw new AppError('NOT_FOUND', messages.terms.notFound);
    const row = await repo.sign(user.id, term.id);
    return { user_id: row.user_id, term_id: row.term_id, signed_at: row.signed_at.toISOString() };
  },
});

export type TermsService = ReturnType<typeof createTermsService>;
