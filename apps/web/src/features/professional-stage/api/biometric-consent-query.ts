import { queryOptions } from '@tanstack/react-query';
import { biometricConsentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/biometric-consent`: the student's acceptance of the current consent text, or null. */
export const biometricConsentQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.consent,
    queryFn: ({ signal }) => apiFetch('/stage/biometric-consent', { signal, schema: biometricConsentSchema }),
  });
