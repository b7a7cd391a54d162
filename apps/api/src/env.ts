import { z } from 'zod';

/** The README's demo administrator password: fine on a laptop, refused in production. */
export const DEMO_ADMIN_PASSWORD = 'Admin@12345';
/**
 * Object-store credentials written in this repository (earlier compose defaults, MinIO's own,
 * the test server's): anyone who reads it could use them, so production refuses them.
 */
export const PUBLISHED_S3_CREDENTIALS: readonly string[] = ['portal', 'portal-secret', 'minioadmin', 'S3RVER'];

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string[] => {
    if (v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d{1,2}$/.test(v)) return Number(v) || false;
    const list = v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    if (
      list.length &&
      list.every((p) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(p) || ['loopback', 'linklocal', 'uniquelocal'].includes(p))
    )
      return list;
    ctx.addIssue({
      code: 'custom',
      message: "must be 'false', 'true', a hop count or a comma list of proxy addresses",
    });
    return z.NEVER;
  });

/** A link for an <a href>: web pages and e-mail addresses only (no javascript: and the like). */
const linkUrl = z.url({ protocol: /^(https?|mailto)$/, error: 'must be an http(s):// or mailto: address' });

const loopback = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(host) || host.startsWith('127.');
/** Identity providers' addresses: https://, or http:// on a loopback address (tests, a local IdP). */
const httpsOrLoopback = (u: string) => {
  const url = new URL(u);
  return url.protocol === 'https:' || loopback(url.hostname);
};
const httpsOnly = { error: 'must be https:// (http:// only on a loopback address)' };

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  // A migrated embedded cluster a new DATA_DIR starts from (npm start sets the build's one).
  DB_CLUSTER_TEMPLATE: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  APP_URL: z.url().default('http://localhost:3000'),
  SECRET_KEY: z.string().min(32, { error: 'must have at least 32 characters' }).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  REMEMBER_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  ADMIN_EMAIL: z.email().default('admin@demo.edu.br'),
  ADMIN_PASSWORD: z.string().min(8).default(DEMO_ADMIN_PASSWORD),
  SEED_DEMO: bool.default(true),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The university as the TCE names it (docs/decisions/018-internships-tce.md). */
  INSTITUTION_NAME: z.string().trim().min(1).max(255).default('Instituição de Ensino'),
  MAIL_FROM: z.string().default('Portal de Oportunidades <nao-responda@portal.local>'),
  // Links the web opens as they are (an external page or a mailto: address); the defaults write to
  // the demo university, as this app has no support or academic password pages of its own.
  SUPPORT_URL: linkUrl.default('mailto:suporte@demo.edu.br?subject=Portal%20de%20Oportunidades%3A%20problema'),
  ACADEMIC_PASSWORD_RECOVERY_URL: linkUrl.default(
    'mailto:secretaria@demo.edu.br?subject=Recupera%C3%A7%C3%A3o%20de%20senha%20do%20sistema%20acad%C3%AAmico',
  ),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  FORGOT_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
  FORGOT_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SIGNUP_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  // Audit entries older than this are deleted by the maintenance job (docs/decisions/016-security-hardening.md).
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  AUTH_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Which X-Forwarded-For hops to believe: 'false', a hop count (the balancers in front), or a
  // comma list of proxy addresses/CIDRs. 'true' believes every hop, spoofed ones too.
  TRUST_PROXY: trustProxy.default(false),
  // Uploaded files: local disk (DATA_DIR/storage) or an S3-compatible bucket (docs/decisions/014-scale-out.md).
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // Where browsers reach the store, when it differs from S3_ENDPOINT (a private network name).
  S3_PUBLIC_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  // Professional-stage uploads per student: signed links per hour and stored bytes (docs/decisions/016-security-hardening.md).
  STAGE_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).default(120),
  STAGE_STORAGE_QUOTA_MB: z.coerce.number().int().min(1).default(2048),
  // Face comparisons waiting for or in the face worker; more answer 503 with Retry-After.
  FACE_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(8),
  // Nice value of the face worker thread: 19 leaves the CPU to the HTTP server and the database.
  FACE_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(19),
  // GET /metrics answers only with this bearer token, and is 404 without it (docs/decisions/014-scale-out.md).
  METRICS_TOKEN: z.string().min(16, { error: 'must have at least 16 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  UNIVERSITY_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  UNIVERSITY_GATEWAY_TOKEN: z.string().optional(),
  UNIVERSITY_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Analysis of professional-stage submissions (docs/decisions/004-analysis-queue-and-providers.md).
  LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  ASR_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASR_API_KEY: z.string().optional(),
  ASR_MODEL: z.string().min(1).default('whisper-1'),
  ASR_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  FFMPEG_PATH: z.string().optional(),
  QUEUE_WORK_IN_SERVER: bool.default(true),
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // The cluster-wide housekeeping job's schedule (queue/maintenance.job.ts); the proofs run it every minute.
  MAINTENANCE_CRON: z.string().min(9).max(100).default('17 */6 * * *'),
  QUEUE_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  ANALYSIS_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(3),
  ANALYSIS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(300),
  // Job alerts and closing dates (docs/decisions/012-job-alerts.md).
  JOB_CLOSING_CRON: z.string().min(9).default('*/10 * * * *'),
  // The time zone of every date the portal shows, e-mails, exports or schedules (lib/clock.ts reads it).
  PORTAL_TIME_ZONE: z
    .string()
    .refine((tz) => Intl.supportedValuesOf('timeZone').includes(tz) || tz === 'UTC', {
      error: 'must be an IANA time zone such as America/Sao_Paulo',
    })
    .default('America/Sao_Paulo'),
  // GET /api/openapi.json and the reference page at /api/docs (docs/decisions/023-one-platform.md).
  API_DOCS: bool.default(true),
  // Tests only (refused in production): a file holding milliseconds added to the clock, so an
  // end-to-end journey can let a closing date pass while the server runs.
  CLOCK_OFFSET_FILE: z.string().optional(),
  // Roles whose users must set up a second factor before anything else (docs/decisions/019-institutional-sign-in.md):
  // a comma list of admin, representante_empresa; 'none' for nobody. Default: admin in production.
  MFA_REQUIRED_ROLES: z.string().max(200).optional(),
  // CAFe (SAML 2.0): the federation's or the IdP's metadata (a URL fetched at start, or a file),
  // the federation's discovery service (WAYF), the SP's certificate and key (PEM files), the SP
  // entity ID (default {APP_URL}/api/auth/saml/metadata) and the button's text.
  SAML_IDP_METADATA_URL: z
    .url({ protocol: /^https?$/ })
    .refine(httpsOrLoopback, httpsOnly)
    .optional(),
  SAML_IDP_METADATA_FILE: z.string().min(1).optional(),
  SAML_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .refine(httpsOrLoopback, httpsOnly)
    .optional(),
  SAML_SP_CERT_FILE: z.string().min(1).optional(),
  SAML_SP_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  SAML_SP_ENTITY_ID: z.string().min(1).max(512).optional(),
  SAML_LABEL: z.string().min(1).max(60).default('Entrar com CAFe'),
});

const PRODUCTION_REFUSAL =
  'NODE_ENV=production refuses the demo settings: set ADMIN_PASSWORD to a password of your own and SEED_DEMO=false';

const checkedSchema = envSchema
  .refine((e) => e.STORAGE !== 's3' || e.S3_BUCKET, { path: ['S3_BUCKET'], error: 'is required with STORAGE=s3' })
  // The README publishes the demo password and accounts: a production server must not run with them.
  .refine((e) => e.NODE_ENV !== 'production' || e.ADMIN_PASSWORD !== DEMO_ADMIN_PASSWORD, {
    path: ['ADMIN_PASSWORD'],
    error: PRODUCTION_REFUSAL,
  })
  .refine((e) => e.NODE_ENV !== 'production' || !e.SEED_DEMO, { path: ['SEED_DEMO'], error: PRODUCTION_REFUSAL })
  .refine(
    (e) =>
      !(e.SAML_IDP_METADATA_FILE || e.SAML_IDP_METADATA_URL) || (e.SAML_SP_CERT_FILE && e.SAML_SP_PRIVATE_KEY_FILE),
    {
      path: ['SAML_SP_CERT_FILE'],
      error: 'SAML_SP_CERT_FILE and SAML_SP_PRIVATE_KEY_FILE are required with SAML_IDP_METADATA_URL or _FILE',
    },
  )
  .refine(
    (e) =>
      e.NODE_ENV !== 'production' ||
      e.STORAGE !== 's3' ||
      ![e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].some((v) => v && PUBLISHED_S3_CREDENTIALS.includes(v)),
    { path: ['S3_SECRET_ACCESS_KEY'], error: 'NODE_ENV=production refuses S3 credentials published in the repository' },
  )
  .refine((e) => e.NODE_ENV !== 'production' || !e.CLOCK_OFFSET_FILE, {
    path: ['CLOCK_OFFSET_FILE'],
    error: 'is for tests only',
  });

/** One `OIDC_<ID>_*` group (docs/decisions/019-institutional-sign-in.md). */
export interface OidcProviderEnv {
  /** `<ID>` in lower case, as written in paths. */
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
  scopes: string;
  /** Portal roles that may sign in with it; empty: every role. */
  roles: Array<'admin' | 'representante_empresa' | 'ALUNO'>;
  raClaim?: string;
}

export type Env = z.infer<typeof envSchema> & {
  OIDC_PROVIDERS: OidcProviderEnv[];
  /** Parsed MFA_REQUIRED_ROLES. */
  MFA_ROLES: Array<'admin' | 'representante_empresa'>;
};

const OIDC_ROLES = ['admin', 'representante_empresa', 'ALUNO'] as const;

const oidcGroup = z.object({
  ISSUER: z.url({ protocol: /^https?$/ }).refine(httpsOrLoopback, httpsOnly),
  CLIENT_ID: z.string().min(1),
  CLIENT_SECRET: z.string().min(1),
  LABEL: z.string().min(1).max(60),
  SCOPES: z.string().min(6).default('openid email profile'),
  ROLES: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(OIDC_ROLES)))
    .optional(),
  RA_CLAIM: z.string().min(1).max(64).optional(),
});

/** Every `OIDC_<ID>_*` group of the environment, each checked as a whole. */
const parseOidc = (source: Record<string, string>, problems: string[]): OidcProviderEnv[] => {
  const groups = new Map<string, Record<string, string>>();
  for (const [key, value] of Object.entries(source)) {
    const m = /^OIDC_([A-Z0-9]{1,32})_(ISSUER|CLIENT_ID|CLIENT_SECRET|LABEL|SCOPES|ROLES|RA_CLAIM)$/.exec(key);
    if (m) groups.set(m[1]!, { ...groups.get(m[1]!), [m[2]!]: value });
  }
  return [...groups].flatMap(([id, group]) => {
    const r = oidcGroup.safeParse(group);
    if (!r.success) {
      problems.push(...r.error.issues.map((i) => `  - OIDC_${id}_${i.path.join('.')}: ${i.message}`));
      return [];
    }
    return [
      {
        id: id.toLowerCase(),
        issuer: r.data.ISSUER,
        clientId: r.data.CLIENT_ID,
        clientSecret: r.data.CLIENT_SECRET,
        label: r.data.LABEL,
        scopes: r.data.SCOPES,
        roles: r.data.ROLES ?? [],
        raClaim: r.data.RA_CLAIM,
      },
    ];
  });
};

const parseMfaRoles = (value: string | undefined, production: boolean, problems: string[]): Env['MFA_ROLES'] => {
  if (value === undefined) return production ? ['admin'] : [];
  const list = value
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r && r !== 'none');
  const bad = list.filter((r) => r !== 'admin' && r !== 'representante_empresa');
  if (bad.length)
    problems.push(`  - MFA_REQUIRED_ROLES: unknown role ${bad.join(', ')} (admin, representante_empresa or none)`);
  return list.filter((r): r is 'admin' | 'representante_empresa' => !bad.includes(r));
};

/** Parses the environment once; a bad setting stops start-up with the list of what is wrong. */
export const parseEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = checkedSchema.safeParse(cleaned);
  const problems: string[] = [];
  const oidc = parseOidc(cleaned as Record<string, string>, problems);
  if (result.success) {
    const mfaRoles = parseMfaRoles(result.data.MFA_REQUIRED_ROLES, result.data.NODE_ENV === 'production', problems);
    if (!problems.length) return { ...result.data, OIDC_PROVIDERS: oidc, MFA_ROLES: mfaRoles };
  }
  const lines = [...(result.error?.issues ?? []).map((i) => `  - ${i.path.join('.')}: ${i.message}`), ...problems];
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
};
