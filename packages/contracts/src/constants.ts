/** Business constants and limits of docs/spec/09-constants.md. */
export const API_TIMEOUT_MS = 5000;

/** Cards per column on the board's first paint and per 'Carregar mais' (docs/decisions/011-hiring-pipeline.md). */
export const BOARD_COLUMN_PAGE = 20;
export const INACTIVITY_LOGOUT_MS = 7_200_000;
export const EXPIRED_REDIRECT_DELAY_MS = 5000;
/**
 * The `rule` of the 403 every route answers while the user must choose a new password. Here, not
 * beside the auth schemas: the API client reads it on every page, and a module of schemas brought
 * zod into the login route (docs/decisions/002-web-initial-load.md).
 */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';
/** The 403 rule of a user of MFA_REQUIRED_ROLES without TOTP (docs/decisions/019-institutional-sign-in.md). */
export const MFA_SETUP_REQUIRED = 'mfa_setup_required';
/** The rule (and `code`) of the 403 a student gets on every route but the exempt ones until the current term is accepted. */
export const TERMS_REQUIRED = 'terms_required';
export const PAGE_SIZE = 10;
export const DEFAULT_USER_ROLE_FILTER = 2;
export const PASSWORD_MIN_LENGTH = 8;
export const PROFILE_MAX_LENGTH = 280;
export const TOAST_SUCCESS_MS = 2500;
export const TOAST_ERROR_MS = 2500;
export const TOAST_WARNING_MS = 5500;
export const ORIENTATION_SEARCH_DELAY_MS = 3000;
export const DRAWER_WIDTH = 296;
export const NARROW_DIALOG_PX = 700;
export const NARROW_CHART_PX = 600;
export const ABOUT_LINE_LENGTH = 50;
export const PREVIEW_THRESHOLD = 128;
export const PREVIEW_LENGTH = 96;
export const GUIDANCE_CLAMP_LINES = 6;
export const GUIDANCE_EXPAND_THRESHOLD = 230;
export const CAROUSEL_STEP_PX = 500;
export const CHART_AXIS_MAX = 100;
export const RECORDING_LIMIT_MS = 420_000;
export const VIDEO_BITRATE = 500_000;
export const FRAME_INTERVAL_MS = 30_000;
export const CODE_DISPLAY_LENGTH = 12;
export const ACTIVITY_VIDEO_CV = 71;
export const ACTIVITY_INTERVIEW = 72;
export const PROFESSIONAL_PROJECT_ID = 2;
export const RESET_LINK_TTL_MINUTES = 60;
export const COPYRIGHT_YEAR = 2024;

export const JOB_STATUS = { open: 1, closed: 2 } as const;

export const EMOTIONS = [
  'HAPPY',
  'SAD',
  'ANGRY',
  'CONFUSED',
  'DISGUSTED',
  'SURPRISED',
  'CALM',
  'UNKNOWN',
  'FEAR',
] as const;
export type Emotion = (typeof EMOTIONS)[number];

export const SENTIMENTS = ['POSITIVE', 'NEGATIVE', 'MIXED', 'NEUTRAL'] as const;

export const BIOMETRIC_POSES = ['front', 'right', 'left', 'up', 'down'] as const;

/** The 27 Brazilian state codes plus 'EX' (abroad); Ceará carries its full name as the value. */
export const STATES: ReadonlyArray<{ label: string; value: string }> = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
  'EX',
].map((code) => ({ label: code, value: code === 'CE' ? 'Ceará' : code }));

/**
 * Orders of the student's job results: relevance (the default with words), newest first, highest
 * initial pay first. Here, without zod: the web's entry reads it (docs/decisions/021-mobile-first-load.md).
 */
export const STUDENT_JOB_SORTS = ['relevance', 'recent', 'pay'] as const;
export type StudentJobSort = (typeof STUDENT_JOB_SORTS)[number];
