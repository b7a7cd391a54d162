import { queryOptions } from '@tanstack/react-query';
import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/stage/biometric-consent`: the student's acceptance of the current consent text, or null. */
export const biometricConsentQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.stage.consent,
    queryFn: ({ signal }) => callApi(stageApi.consent, { signal }),
  });
