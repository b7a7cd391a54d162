import sanitizeHtml from 'sanitize-html';
import { messages, type Term } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { isStudent, forbidden } from '../../lib/access.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { TermsRepository } from './terms.repository.ts';

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Term HTML is written by staff; it is sanitised on the way out so the browser can render it. */
export const sanitizeTermHtml = (html: string): string => sanitizeHtml(html, SANITIZE);

export const createTermsService = (repo: TermsRepository) => ({
  async list(): Promise<Term[]> {
    const rows = await repo.list();
    return rows.map((t) => ({ id: t.id, type: t.type as Term['type'], term_text: sanitizeTermHtml(t.term_text) }));
  },

  /** Records acceptance of the newest term of a type (the company sign-up's checkbox). */
  async signLatest(userId: number, type: 'aluno' | 'empresa'): Promise<void> {
    const term = await repo.latestOfType(type);
    if (term) await repo.sign(userId, term.id);
  },

  /** Students accept the student term for themselves only. */
  async sign(user: AuthUser, input: { user_id: number; term_id: number }) {
    if (!isStudent(user) || input.user_id !== user.id) {
      throw forbidden();
    }
    const term = await repo.find(input.term_id);
    if (!term || term.type !== 'aluno') throw new AppError('NOT_FOUND', messages.terms.notFound);
    const row = await repo.sign(user.id, term.id);
    return { user_id: row.user_id, term_id: row.term_id, signed_at: row.signed_at.toISOString() };
  },
});

export type TermsService = ReturnType<typeof createTermsService>;
