/**
 * The authorization matrix: for every API route, what each actor must get (docs/spec/06-roles.md#role-matrix plus
 * ownership, docs/spec/12-accounts-security.md#authorization). `authorization-matrix.test.ts` runs every registered route as every
 * actor against this one table; a route missing here, or an entry without a route, fails it.
 *
 * Every request is about the objects of the *first* owner of each kind: the student RA 2024001
 * (`student`) and the representative of Acme (`rep`). `student2` (RA 2024002), `rep2` (Gamma) and
 * `inactive` (Beta, deactivated) are the other owners: their cell says what they get when they
 * name the first owner's ids (in the path or in the body).
 *
 * Outcomes:
 * - `ok`     allowed: a 2xx.
 * - `reach`  allowed, but the answer depends on state (404, 409, 422): anything but 401/403/5xx.
 * - `no`     refused by role: 401 without a token, 403 with one (before any validation).
 * - `own`    refused by ownership: 404, as if the object did not exist, with none of the owner's data
 *            in the body (docs/decisions/016-security-hardening.md).
 * - `scope`  allowed list: a 2xx with none of the other owners' data in it.
 */
export const ACTORS = ['anonymous', 'student', 'student2', 'rep', 'rep2', 'inactive', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type Outcome = 'ok' | 'reach' | 'no' | 'own' | 'scope';
const OUTCOMES = new Set<string>(['ok', 'reach', 'no', 'own', 'scope']);

export interface MatrixEntry {
  /** One outcome per actor, in the order of ACTORS. */
  expect: Record<Actor, Outcome>;
  /** Why a route that takes an id has no owner to protect (reference data, signed links). */
  unowned?: string;
}

/** 'anonymous student student2 rep rep2 inactive admin' → the outcome of each actor. */
const row = (cells: string, unowned?: string): MatrixEntry => {
  const parts = cells.trim().split(/\s+/);
  if (parts.length !== ACTORS.length || parts.some((p) => !OUTCOMES.has(p)))
    throw new Error(`bad matrix row: ${cells}`);
  return {
    expect: Object.fromEntries(ACTORS.map((a, i) => [a, parts[i] as Outcome])) as Record<Actor, Outcome>,
    ...(unowned && { unowned }),
  };
};

// Columns:                                         anon  stud  stud2 rep   rep2  inact admin
export const ROUTE_MATRIX: Record<string, MatrixEntry> = {
  // Sessions (public, or any signed-in user)
  'POST /api/login': row('                          ok    ok    ok    ok    ok    ok    ok'),
  'POST /api/login-student': row('                  ok    ok    ok    ok    ok    ok    ok'),
  'POST /api/stage/auth/login': row('               ok    ok    ok    ok    ok    ok    ok'),
  'POST /api/logout': row('                         no    ok    ok    ok    ok    ok    ok'),
  'POST /api/forgot-password': row('                ok    ok    ok    ok    ok    ok    ok'),
  'POST /api/reset-password/:email': row(
    '          ok    ok    ok    ok    ok    ok    ok',
    'the HMAC-signed link is the credential',
  ),
  'GET /api/profile': row('                         no    ok    ok    ok    ok    ok    ok'),
  // Anyone signed in, for their own account only (a wrong current password: 422).
  'POST /api/password': row('                       no    reach reach reach reach reach reach'),
  // Institutional sign-in (docs/spec/07-api.md#institutional-sign-in): the provider's answer or a one-time code is the credential.
  'GET /api/auth/providers': row('                  ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/auth/oidc/:id/start': row(
    '             reach reach reach reach reach reach reach',
    'a provider id, not an owned object',
  ),
  'GET /api/auth/oidc/:id/callback': row(
    '          reach reach reach reach reach reach reach',
    'a provider id, not an owned object',
  ),
  // CAFe (SAML 2.0): 404 while SAML_IDP_METADATA_FILE is unset, as in the proofs.
  'GET /api/auth/saml/metadata': row('              reach reach reach reach reach reach reach'),
  'GET /api/auth/saml/:id/start': row(
    '             reach reach reach reach reach reach reach',
    'a provider id, not an owned object',
  ),
  'POST /api/auth/saml/acs': row('                  reach reach reach reach reach reach reach'),
  'POST /api/auth/exchange': row('                  reach reach reach reach reach reach reach'),
  'POST /api/login/mfa': row('                      reach reach reach reach reach reach reach'),
  // The second factor: staff only, each for their own account.
  'GET /api/mfa': row('                             no    no    no    ok    ok    ok    ok'),
  'POST /api/mfa/totp': row('                       no    no    no    reach reach reach reach'),
  'POST /api/mfa/totp/verify': row('                no    no    no    reach reach reach reach'),
  'DELETE /api/mfa/totp': row('                     no    no    no    reach reach reach reach'),
  'POST /api/signup': row('                         ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/config': row('                          ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/health': row('                          ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/ready': row('                           ok    ok    ok    ok    ok    ok    ok'),
  // 404 for everyone but the holder of METRICS_TOKEN (not a user role; unset in the proofs).
  'GET /metrics': row('                             reach reach reach reach reach reach reach'),
  // The OpenAPI document and its reference page (public; off with API_DOCS=false).
  'GET /api/openapi.json': row('                    ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/docs': row('                            ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/docs/json': row('                       ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/docs/yaml': row('                       ok    ok    ok    ok    ok    ok    ok'),
  'GET /api/docs/static/index.html': row('          reach reach reach reach reach reach reach'),
  'GET /api/docs/static/swagger-initializer.js': row('ok   ok    ok    ok    ok    ok    ok'),
  'GET /api/docs/static/*': row(
    '                 ok    ok    ok    ok    ok    ok    ok',
    'the reference page files from its package',
  ),
  'GET /api/files/*': row(
    '                         ok    ok    ok    ok    ok    ok    ok',
    'the HMAC-signed link is the credential',
  ),
  'PUT /api/stage/uploads/*': row(
    '                 ok    ok    ok    ok    ok    ok    ok',
    'the HMAC-signed link is the credential',
  ),

  // Terms: everyone reads; students accept for themselves
  'GET /api/terms': row('                           ok    ok    ok    ok    ok    ok    ok'),
  'POST /api/terms/sign': row('                     no    ok    own   no    no    no    no'),
  'GET /api/terms/versions': row('                  no    no    no    no    no    no    ok'),
  'POST /api/terms': row('                          no    no    no    no    no    no    ok'),

  // Reference data
  'GET /api/roles': row('                           no    no    no    no    no    no    ok'),
  'GET /api/courses': row('                         no    ok    ok    ok    ok    ok    ok'),
  'GET /api/knowledge-areas': row('                 no    ok    ok    ok    ok    ok    ok'),
  'GET /api/event-type': row('                      no    ok    ok    ok    ok    ok    ok'),
  'GET /api/event-types': row('                     no    ok    ok    ok    ok    ok    ok'),
  'POST /api/courses': row('                        no    no    no    no    no    no    ok'),
  'PUT /api/courses/:id': row('                     no    no    no    no    no    no    ok', 'reference data'),
  'DELETE /api/courses/:id': row('                  no    no    no    no    no    no    ok', 'reference data'),
  'POST /api/knowledge-areas': row('                no    no    no    no    no    no    ok'),
  'PUT /api/knowledge-areas/:id': row('             no    no    no    no    no    no    ok', 'reference data'),
  'DELETE /api/knowledge-areas/:id': row('          no    no    no    no    no    no    ok', 'reference data'),
  'POST /api/event-types': row('                    no    no    no    no    no    no    ok'),
  'PUT /api/event-types/:id': row('                 no    no    no    no    no    no    ok', 'reference data'),
  'DELETE /api/event-types/:id': row('              no    no    no    no    no    no    ok', 'reference data'),
  'GET /api/contract-types': row('                  no    no    no    ok    ok    ok    ok'),
  'GET /api/contract-types/:id': row('              no    no    no    ok    ok    ok    ok', 'reference data'),
  'POST /api/contract-types': row('                 no    no    no    no    no    no    ok'),
  'PUT /api/contract-types/:id': row('              no    no    no    no    no    no    ok', 'reference data'),
  'DELETE /api/contract-types/:id': row('           no    no    no    no    no    no    ok', 'reference data'),

  // Users: administrators only
  'GET /api/users': row('                           no    no    no    no    no    no    ok'),
  'GET /api/users/:id': row('                       no    no    no    no    no    no    ok', 'administrators only'),
  'POST /api/users': row('                          no    no    no    no    no    no    ok'),
  'PUT /api/users/:id': row('                       no    no    no    no    no    no    ok', 'administrators only'),
  'DELETE /api/users/:id': row('                    no    no    no    no    no    no    ok', 'administrators only'),
  'POST /api/users/import': row('                   no    no    no    no    no    no    ok'),
  'GET /api/audit-log': row('                       no    no    no    no    no    no    ok'),

  // Indicadores: admins everything; representatives held to their own companies
  'GET /api/analytics/overview': row('              no    no    no    scope scope scope ok'),
  'GET /api/analytics/export.csv': row('            no    no    no    scope scope scope ok'),
  'GET /api/analytics/export.xlsx': row('           no    no    no    scope scope scope ok'),
  'GET /api/analytics/internships.csv': row('       no    no    no    scope scope scope ok'),

  // Companies: staff; a representative only their own, and only while active to change them
  'GET /api/companies': row('                       no    no    no    scope scope scope ok'),
  'GET /api/companies/user': row('                  no    no    no    scope scope scope ok'),
  'GET /api/companies/user/:id': row('              no    no    no    ok    own   own   ok'),
  'GET /api/companies/list/user/:id': row('         no    no    no    ok    own   own   ok'),
  'GET /api/companies/:id': row('                   no    no    no    ok    own   own   ok'),
  'POST /api/companies': row('                      no    no    no    ok    own   own   ok'),
  'PUT /api/companies/:id': row('                   no    no    no    ok    own   own   ok'),
  'DELETE /api/companies/:id': row('                no    no    no    ok    own   own   ok'),

  // Jobs (staff side)
  'GET /api/jobs': row('                            no    no    no    scope scope scope ok'),
  'GET /api/jobs/user': row('                       no    no    no    scope scope scope ok'),
  'GET /api/jobs/user/:id': row('                   no    no    no    ok    own   own   ok'),
  'GET /api/jobs/company/:id': row('                no    no    no    ok    own   own   ok'),
  'GET /api/jobs/:id': row('                        no    no    no    ok    own   own   ok'),
  'POST /api/jobs': row('                           no    no    no    ok    own   own   ok'),
  'PUT /api/jobs/:id': row('                        no    no    no    ok    own   own   ok'),
  'DELETE /api/jobs/:id': row('                     no    no    no    ok    own   own   ok'),
  'POST /api/jobs/:id/notify': row('                no    no    no    ok    own   own   ok'),
  // `/candidaturas/:id` of a large job: counts instead of applicants, the board's first cards
  'GET /api/jobs/:id/summary': row('                no    no    no    ok    own   own   ok'),
  'GET /api/jobs/:id/board': row('                  no    no    no    ok    own   own   ok'),

  // Jobs (student side): open jobs are for every student
  'GET /api/jobs-for-student': row('                no    ok    ok    no    no    no    no'),
  'GET /api/jobs-for-student/recommended': row('    no    ok    ok    no    no    no    no'),
  // The office's synonyms of the search (admin only)
  'GET /api/search-synonyms': row('                 no    no    no    no    no    no    ok'),
  'POST /api/search-synonyms': row('                no    no    no    no    no    no    ok'),
  'DELETE /api/search-synonyms/:id': row('          no    no    no    no    no    no    ok', 'reference data'),
  'GET /api/jobs/:id/student': row(
    '                no    ok    ok    no    no    no    no',
    'open jobs are shown to every student',
  ),

  // Applications: students their own; staff those to their jobs
  'GET /api/applications': row('                    no    scope scope scope scope scope ok'),
  'GET /api/applications/:id': row('                no    ok    own   ok    own   own   ok'),
  'POST /api/applications': row('                   no    ok    own   no    no    no    no'),
  'DELETE /api/applications/:id': row('             no    ok    own   ok    own   own   ok'),
  'PUT /api/applications/:id/hired': row('          no    no    no    ok    own   own   ok'),
  // Hiring pipeline: staff of the job's company move; the student and the staff read the history
  'PATCH /api/applications/:id/stage': row('        no    no    no    ok    own   own   ok'),
  'POST /api/applications/stage': row('             no    no    no    ok    own   own   ok'),
  'GET /api/applications/:id/history': row('        no    ok    own   ok    own   own   ok'),
  'GET /api/students/:id/stage-emails': row('       no    ok    own   no    no    no    no'),
  'PUT /api/students/:id/stage-emails': row('       no    ok    own   no    no    no    no'),

  // Bookmarks: students, their own
  'GET /api/student-bookmark': row('                no    scope scope no    no    no    no'),
  'POST /api/bookmark': row('                       no    ok    own   no    no    no    no'),
  'DELETE /api/bookmark/:id': row('                 no    ok    own   no    no    no    no'),
  // Job alerts: a student's own (docs/decisions/012-job-alerts.md); the 11th is refused with 422.
  'GET /api/job-alerts': row('                      no    scope scope no    no    no    no'),
  'POST /api/job-alerts': row('                     no    reach reach no    no    no    no'),
  'PUT /api/job-alerts/:id': row('                  no    ok    own   no    no    no    no'),
  'DELETE /api/job-alerts/:id': row('               no    ok    own   no    no    no    no'),
  'POST /api/job-alerts/unsubscribe': row(
    '         ok    ok    ok    ok    ok    ok    ok',
    'the HMAC-signed link is the credential',
  ),
  'GET /api/job-alerts/unsubscribe/details': row(
    '  ok    ok    ok    ok    ok    ok    ok',
    'the HMAC-signed link is the credential',
  ),

  // Guidance cards: students read, admins manage, representatives have none
  'GET /api/orientations': row('                    no    ok    ok    no    no    no    ok'),
  'POST /api/orientations': row('                   no    no    no    no    no    no    ok'),
  'PUT /api/orientations/:id': row(
    '                no    no    no    no    no    no    ok',
    'managed by administrators',
  ),
  'DELETE /api/orientations/:id': row(
    '             no    no    no    no    no    no    ok',
    'managed by administrators',
  ),

  // Resume: the student writes; admins and representatives the student applied to read
  'GET /api/students/:id': row('                    no    ok    own   ok    own   ok    ok'),
  'POST /api/students/:id': row('                   no    ok    own   no    no    no    no'),
  'PUT /api/students/:id': row('                    no    ok    own   no    no    no    no'),
  'GET /api/students/:id/public': row(
    '             ok    ok    ok    ok    ok    ok    ok',
    'the public resume (visible items only), with the key of its shared link',
  ),
  // 'Compartilhar currículo': the student's own (docs/decisions/016-security-hardening.md).
  'GET /api/students/:id/share': row('              no    ok    own   no    no    no    no'),
  'POST /api/students/:id/share': row('             no    ok    own   no    no    no    no'),
  'PUT /api/students/:id/share': row('              no    ok    own   no    no    no    no'),
  'DELETE /api/students/:id/share': row('           no    ok    own   no    no    no    no'),
  'GET /api/students/:id/complementary-activities': row('no ok  own   ok    own   ok    ok'),
  'POST /api/students/:id/export': row('            no    ok    own   no    no    no    ok'),
  'POST /api/students/:id/data-deletion': row('     no    ok    own   no    no    no    ok'),
  'DELETE /api/students/:id/data-deletion': row('   no    ok    own   no    no    no    ok'),
  'GET /api/skills/student/:id': row('              no    ok    own   ok    own   ok    ok'),
  'POST /api/skills': row('                         no    ok    own   no    no    no    no'),
  'POST /api/skills/': row('                        no    ok    own   no    no    no    no'),
  'PUT /api/skills/:id': row('                      no    ok    own   no    no    no    no'),
  'DELETE /api/skills/:id': row('                   no    ok    own   no    no    no    no'),
  'GET /api/professional-experiences/student/:id': row('no ok own ok    own   ok    ok'),
  'POST /api/professional-experiences': row('       no    ok    own   no    no    no    no'),
  'PUT /api/professional-experiences/:id': row('    no    ok    own   no    no    no    no'),
  'DELETE /api/professional-experiences/:id': row(' no    ok    own   no    no    no    no'),
  'GET /api/events/student/:id': row('              no    ok    own   ok    own   ok    ok'),
  'POST /api/events': row('                         no    ok    own   no    no    no    no'),
  'PUT /api/events/:id': row('                      no    ok    own   no    no    no    no'),
  'DELETE /api/events/:id': row('                   no    ok    own   no    no    no    no'),
  'POST /api/complementary-activities/import': row('no    no    no    no    no    no    ok'),

  // Professional stage: students their own submissions; admins read (and manage activities)
  'GET /api/stage/auditions': row('                 no    scope scope no    no    no    ok'),
  'GET /api/stage/auditions/:id': row('             no    ok    own   no    no    no    ok'),
  'POST /api/stage/auditions': row('                no    ok    own   no    no    no    no'),
  'PUT /api/stage/auditions/:id': row('             no    ok    own   no    no    no    no'),
  'GET /api/stage/auditions/:id/publish': row('     no    ok    own   no    no    no    no'),
  'GET /api/stage/auditions/:id/check': row('       no    ok    own   no    no    no    ok'),
  // Captions for whoever may watch the video: a representative as the video service allows.
  'GET /api/stage/auditions/:id/captions.vtt': row('no    ok    own   ok    own   ok    ok'),
  'GET /api/stage/preferences': row('              no    ok    ok    no    no    no    no'),
  'PUT /api/stage/preferences': row('              no    ok    ok    no    no    no    no'),
  'DELETE /api/stage/auditions/:id': row('          no    ok    own   no    no    no    ok'),
  'POST /api/stage/recognitions': row('             no    ok    own   no    no    no    no'),
  'GET /api/stage/biometrics': row('                no    ok    own   no    no    no    ok'),
  'POST /api/stage/biometrics': row('               no    ok    own   no    no    no    no'),
  'PUT /api/stage/biometrics/:id': row('            no    ok    own   no    no    no    no'),
  'DELETE /api/stage/biometrics/:id': row('         no    ok    own   no    no    no    ok'),
  'GET /api/stage/activities': row('                no    ok    ok    no    no    no    ok'),
  'GET /api/stage/activities/:id': row('            no    ok    ok    no    no    no    ok', 'reference data'),
  'POST /api/stage/activities': row('               no    no    no    no    no    no    ok'),
  'PUT /api/stage/activities/:id': row(
    '            no    no    no    no    no    no    ok',
    'managed by administrators',
  ),
  'DELETE /api/stage/activities/:id': row(
    '         no    no    no    no    no    no    ok',
    'managed by administrators',
  ),
  'GET /api/stage/items': row('                     no    ok    ok    no    no    no    ok'),
  'POST /api/stage/items': row('                    no    no    no    no    no    no    ok'),
  'PUT /api/stage/check-items/:id': row(
    '           no    ok    ok    no    no    no    ok',
    "a tick is stored per student; the text is the admins'",
  ),
  'DELETE /api/stage/items/:id': row(
    '              no    no    no    no    no    no    ok',
    'managed by administrators',
  ),
  // Consent to face photos: each student their own (docs/decisions/016-security-hardening.md).
  'GET /api/stage/biometric-consent': row('        no    scope scope no    no    no    no'),
  'POST /api/stage/biometric-consent': row('       no    ok    ok    no    no    no    no'),
  'POST /api/stage/uploads/sign': row('             no    ok    own   no    no    no    no'),
  'GET /api/stage/s3/check-file': row('             no    ok    own   no    no    no    ok'),
  // Face analysis of files that are not stored answers 422: reaching the check is what counts here.
  'POST /api/stage/face/compare': row('             no    reach own   no    no    no    reach'),
  'GET /api/gpt/:id': row('                         no    ok    own   no    no    no    ok'),
  'GET /api/comprehend/:id': row('                  no    ok    own   no    no    no    ok'),

  // Interview scripts: students for open jobs, representatives for their own jobs, admins all
  'GET /api/interview/job/:id': row('               no    ok    ok    ok    own   own   ok'),
  'POST /api/interview': row('                      no    ok    ok    ok    own   own   ok'),

  // The video service: staff; a representative only for students who applied to their jobs
  'GET /api/video/auditions/:ra/published': row('   no    no    no    ok    own   ok    ok'),

  // Convênios: the office writes; a company reads its own (docs/decisions/018-internships-tce.md)
  'GET /api/agreements': row('                      no    no    no    scope scope scope ok'),
  'GET /api/agreements/:id': row('                  no    no    no    ok    own   own   ok'),
  'POST /api/agreements': row('                     no    no    no    no    no    no    ok'),
  'PUT /api/agreements/:id': row(
    '                  no    no    no    no    no    no    ok',
    'managed by administrators',
  ),
  'DELETE /api/agreements/:id': row(
    '               no    no    no    no    no    no    ok',
    'managed by administrators',
  ),
  // TCEs: the three parties and the office; a representative creates and sends its companies'
  'GET /api/internships': row('                     no    scope scope scope scope scope ok'),
  'POST /api/internships': row('                    no    no    no    reach own   no    reach'),
  'GET /api/internships/:id': row('                 no    ok    own   ok    own   own   ok'),
  // A draft's edit: the law's checks and the 2 years of art. 11 may answer 422, a sent TCE 409.
  'PUT /api/internships/:id': row('                 no    no    no    reach own   own   reach'),
  'POST /api/internships/:id/submit': row('         no    no    no    ok    own   own   ok'),
  'POST /api/internships/:id/cancel': row('         no    no    no    ok    own   own   ok'),
  // Signing in turn: a party out of turn or a changed text answers 409.
  'POST /api/internships/:id/signatures': row('     no    reach own   reach own   own   reach'),
  'GET /api/internships/:id/document': row('        no    reach own   reach own   own   reach'),
  // After signing: the student writes a report, the company evaluates it, the office decides;
  // a draft has no report (404) and a step out of order answers 409.
  'GET /api/internships/:id/reports': row('         no    ok    own   ok    own   own   ok'),
  'PUT /api/internships/:id/reports/:rid': row('    no    reach own   no    no    no    no'),
  'PUT /api/internships/:id/reports/:rid/evaluation': row('no no    no    reach own   own   no'),
  'POST /api/internships/:id/reports/:rid/approval': row(
    '  no    no    no    no    no    no    reach',
    'the office decides on every report',
  ),
  'POST /api/internships/:id/reports/:rid/return': row(
    '  no    no    no    no    no    no    reach',
    'the office decides on every report',
  ),
  'POST /api/internships/:id/recesses': row('       no    no    no    reach own   own   reach'),
  'POST /api/internships/:id/termination': row('    no    reach own   reach own   own   reach'),
  'POST /api/internships/:id/completion': row('     no    no    no    reach own   own   reach'),
  // Termos aditivos: the company or the office writes one of an active TCE (a draft answers 409),
  // the parties sign in turn; the frozen documents go to the parties and the office.
  'GET /api/internships/:id/amendments': row('      no    ok    own   ok    own   own   ok'),
  'POST /api/internships/:id/amendments': row('     no    no    no    reach own   own   reach'),
  'POST /api/internships/:id/amendments/:aid/signatures': row('    no    reach own   reach own   own   reach'),
  'GET /api/internships/:id/amendments/:aid/document': row('      no    reach own   reach own   own   reach'),
  'GET /api/internships/:id/reports/:rid/document': row('no reach own reach own own reach'),
  'GET /api/internships/:id/completion/document': row('  no    reach own   reach own   own   reach'),
  // The office's deadline lists (docs/decisions/018-internships-tce.md#deadlines).
  'GET /api/internships/deadlines': row('           no    no    no    no    no    no    ok'),
  // 'Adicionar ao currículo': the student's own completed internship (a draft answers 409).
  'POST /api/internships/:id/experience': row('     no    reach own   no    no    no    no'),
  'GET /api/documents/:code': row(
    '              reach reach reach reach reach reach reach',
    'the unguessable verification code is the credential; names only',
  ),
};

/** The table's key of a route: method and URL as Fastify registered it. */
export const routeKey = (method: string, url: string): string => `${method} ${url}`;
