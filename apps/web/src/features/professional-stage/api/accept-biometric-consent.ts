import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BIOMETRIC_CONSENT_VERSION, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/stage/biometric-consent { version }`: records that the student accepted the text shown. */
export const useAcceptBiometricConsent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(stageApi.acceptConsent, { body: { version: BIOMETRIC_CONSENT_VERSION } }),
    onSuccess: (data) => client.setQueryData(queryKeys.stage.consent, data),
  });
};
