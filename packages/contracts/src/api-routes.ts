import { agreementsApi } from './agreements.ts';
import { analysisApi } from './analysis.ts';
import { authApi } from './auth-api.ts';
import { companiesApi } from './companies.ts';
import { identityApi } from './identity.ts';
import { rolesApi, usersApi } from './users.ts';
import { signupApi } from './signup.ts';
import { termsApi } from './terms.ts';
import { interviewApi } from './interview-api.ts';
import { stageApi } from './stage-api.ts';
import { videoApi } from './video-api.ts';

/**
 * Every domain's route table, keyed by its API module's name (docs/decisions/024-route-table.md).
 * A domain listed here is converted: the server's start-up check covers exactly these.
 */
export const apiRoutes = {
  agreements: agreementsApi,
  companies: companiesApi,
  users: usersApi,
  auth: authApi,
  identity: identityApi,
  signup: signupApi,
  terms: termsApi,
  roles: rolesApi,
  analysis: analysisApi,
  interview: interviewApi,
  video: videoApi,
  stage: stageApi,
};
export type ApiDomain = keyof typeof apiRoutes;
