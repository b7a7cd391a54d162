import type { QueryClient } from '@tanstack/react-query';
import type { ReferenceKind } from '@portal/contracts';

/** The other screens' copies of each kind (user form, job form, resume events, job lists). */
const READERS: Record<ReferenceKind, string[]> = {
  courses: ['courses', 'users'],
  'knowledge-areas': ['knowledge-areas', 'jobs'],
  'event-types': ['event-types'],
};

export const invalidateReferenceData = (client: QueryClient, kind: ReferenceKind) =>
  Promise.all(
    [['reference-data'], ...READERS[kind].map((k) => [k])].map((queryKey) => client.invalidateQueries({ queryKey })),
  );
