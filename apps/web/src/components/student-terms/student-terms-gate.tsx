import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';

// The dialog and its HTML sanitiser load only for a student who has not accepted the term yet.
const StudentTermsDialog = lazy(async () => ({ default: (await import('./student-terms-dialog')).StudentTermsDialog }));

/**
 * docs/spec/02-screens.md#student-home: a student who has not signed the student term sees 'Termos e Condições' until
 * accepting it; afterwards the stored session says so and the dialog never loads again.
 */
export const StudentTermsGate = () => {
  const session = useSession();
  if (!session || session.role !== 'ALUNO' || session.has_terms) return null;
  return (
    <Suspense fallback={null}>
      <StudentTermsDialog userId={session.user_id} />
    </Suspense>
  );
};
