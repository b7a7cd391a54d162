import { queryOptions } from '@tanstack/react-query';
import { biometricListSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { stageKeys } from './stage-keys';

/** `GET /api/stage/biometrics`: the student's registered face photos (with short-lived links). */
export const biometricsQueryOptions = () =>
  queryOptions({
    queryKey: stageKeys.biometrics,
    queryFn: ({ signal }) => apiFetch('/stage/biometrics', { signal, schema: biometricListSchema }),
    select: (page) => page.data,
  });
