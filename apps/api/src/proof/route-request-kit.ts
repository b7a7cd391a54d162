import type { Outcome } from './route-matrix.ts';
import type { ProofRequest } from './route-requests.ts';

/** The request shapes every proof request file builds. */
export const get = (url: string): ProofRequest => ({ method: 'GET', url });
export const post = (url: string, payload?: ProofRequest['payload']): ProofRequest => ({
  method: 'POST',
  url,
  payload,
});
export const put = (url: string, payload?: ProofRequest['payload']): ProofRequest => ({ method: 'PUT', url, payload });
export const del = (url: string, payload?: ProofRequest['payload']): ProofRequest => ({
  method: 'DELETE',
  url,
  payload,
});
/** Whether the matrix expects the actor through (the request then gets a fresh object to consume). */
export const allowed = (outcome: Outcome) => outcome === 'ok' || outcome === 'reach';
