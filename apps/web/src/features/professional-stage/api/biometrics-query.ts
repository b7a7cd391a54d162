import { queryOptions } from '@tanstack/react-query';
import { biometricListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/biometrics`: the student's registered face photos (with short-lived links). */
export const biometricsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.biometrics,
    queryFn: ({ signal }) => apiFetch('/stage/biometrics', { signal, schema: biometricListSchema }),
    select: (page) => page.data,
  });
