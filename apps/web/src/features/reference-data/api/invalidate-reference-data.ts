import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReferenceKind } from '@portal/contracts';
import { invalidateKeys, queryKeys } from '../../../lib/query-keys';

/** The other screens' copies of each kind (user form, job form, resume events, job lists). */
const READERS: Record<ReferenceKind, readonly QueryKey[]> = {
  courses: [queryKeys.courses, queryKeys.users.all],
  'knowledge-areas': [queryKeys.knowledgeAreas, queryKeys.jobs.all],
  'event-types': [queryKeys.eventTypes],
};

export const invalidateReferenceData = (client: QueryClient, kind: ReferenceKind) =>
  invalidateKeys(client, queryKeys.referenceData.all, ...READERS[kind]);
