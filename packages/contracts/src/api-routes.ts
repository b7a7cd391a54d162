import { agreementsApi } from './agreements.ts';
import { authApi } from './auth-api.ts';
import { companiesApi } from './companies.ts';
import { identityApi } from './identity.ts';
import { rolesApi, usersApi } from './users.ts';
import { signupApi } from './signup.ts';
import { termsApi } from './terms.ts';

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
};
export type ApiDomain = keyof typeof apiRoutes;
