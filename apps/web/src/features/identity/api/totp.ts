import { identityApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

/** The staff member's second factor (docs/spec/07-api.md#institutional-sign-in). */
export const mfaStatus = () => callApi(identityApi.mfaStatus);
export const startTotp = () => callApi(identityApi.totpSetup);
export const verifyTotp = (code: string) => callApi(identityApi.totpVerify, { body: { code } });
export const disableTotp = (password: string) => callApi(identityApi.totpDisable, { body: { password } });
