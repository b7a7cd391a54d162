import type { AuthUser } from '../../lib/access.ts';
import type { RequestOrigin } from '../audit/audit.service.ts';

/**
 * How a party proves it is signing (docs/decisions/018-internships-tce.md). The password inside the
 * signed-in session gives a simple electronic signature (Lei 14.063/2020 art. 4 I); a gov.br or
 * ICP-Brasil method would implement the same interface and name itself in `method`.
 */
export interface SignatureMethod {
  /** Stored with the signature and printed on the document. */
  method: string;
  label: string;
  /** Throws a 422 on the proof's field when it does not hold. */
  verify(actor: AuthUser, proof: { password: string }, origin: RequestOrigin): Promise<void>;
}

/** The password again: wrong guesses count as failed sign-ins (auth.service confirmPassword). */
export const passwordSignature = (
  confirmPassword: (actor: AuthUser, password: string, origin: RequestOrigin) => Promise<void>,
): SignatureMethod => ({
  method: 'password',
  label: 'assinatura eletrônica simples, com senha',
  verify: (actor, proof, origin) => confirmPassword(actor, proof.password, origin),
});
