import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BIOMETRIC_CONSENT_VERSION, biometricConsentSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/stage/biometric-consent { version }`: records that the student accepted the text shown. */
export const useAcceptBiometricConsent = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/stage/biometric-consent', {
        method: 'POST',
        body: { version: BIOMETRIC_CONSENT_VERSION },
        schema: biometricConsentSchema,
      }),
    onSuccess: (data) => client.setQueryData(queryKeys.stage.consent, data),
  });
};
