import { afterEach, describe, expect, it, vi } from 'vitest';
import { TERMS_REQUIRED } from '@portal/contracts';
import { apiFetch } from './api-client';
import { getSession, signIn, signOut } from './session';
import { studentSession as student } from '../test/sessions';

describe("the server's 403 terms_required", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut('/');
  });

  it('marks the session as not accepted, so the terms dialog opens', async () => {
    signIn(student);
    const body = { code: TERMS_REQUIRED, errors: [{ rule: TERMS_REQUIRED, message: 'Aceite os Termos' }] };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(body), { status: 403, headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(apiFetch('/student-bookmark')).rejects.toMatchObject({ status: 403 });
    expect(getSession()?.has_terms).toBe(false);
  });
});
