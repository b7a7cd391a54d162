import { queryOptions } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/biometrics`: the student's registered face photos (with short-lived links). */
export const biometricsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.biometrics,
    queryFn: ({ signal }) => callApi(stageApi.biometrics, { signal }),
    select: (page) => page.data,
  });
