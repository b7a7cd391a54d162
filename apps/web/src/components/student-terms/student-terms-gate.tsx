import { lazy, Suspense, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileQueryOptions } from '../../lib/profile';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

// The dialog and its HTML sanitiser load only for a student who has not accepted the term yet.
const StudentTermsDialog = lazy(async () => ({ default: (await import('./student-terms-dialog')).StudentTermsDialog }));

/**
 * docs/spec/02-screens.md#student-home: a student who has not signed the newest student term sees 'Termos e
 * Condições' until accepting it. The stored session says so at sign-in; the profile, read on every
 * visit, says so again when the office published a new version since
 * (docs/decisions/017-career-office-screens.md#terms).
 */
export const StudentTermsGate = () => {
  const session = useSession();
  const student = session?.role === 'ALUNO';
  const profile = useQuery({ ...profileQueryOptions, enabled: student });
  // Accepted in another tab: the shared session says so here, this tab's profile is read again.
  const client = useQueryClient();
  const signed = session?.has_terms;
  useEffect(() => {
    if (student && signed) void client.invalidateQueries({ queryKey: queryKeys.profile });
  }, [client, student, signed]);
  if (!session || !student) return null;
  if (session.has_terms && profile.data?.has_terms !== false) return null;
  return (
    <Suspense fallback={null}>
      <StudentTermsDialog userId={session.user_id} />
    </Suspense>
  );
};
