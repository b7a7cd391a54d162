import { ROLE_ID } from '@portal/contracts';

const STUDENT = [ROLE_ID.student] as const;
const STUDENT_ADMIN = [ROLE_ID.student, ROLE_ID.admin] as const;
const STAFF = [ROLE_ID.admin, ROLE_ID.representative] as const;

/**
 * The professional stage's permissions and those of its readers (analysis, interview, video),
 * docs/spec/07-api.md#professional-stage-api; part of PERMISSIONS (permissions.ts). Representatives
 * have no stage: they read captions and a published video CV only.
 */
export const STAGE_PERMISSIONS = {
  /** A student's own list, or a user's (`?user_id`) for the office. */
  'stage.self.read': { roles: STUDENT_ADMIN, owner: 'stage.self' },
  /** A student creates for themselves (`user_id` in the body names no one else). */
  'stage.self.create': { roles: STUDENT, owner: 'stage.self' },
  /** An audition its author or the office sees (read, check, delete). */
  'stage.auditions.visible': { roles: STUDENT_ADMIN, owner: 'stage.audition.visible' },
  /** An audition only its author changes (edit, publish, recognitions, upload links). */
  'stage.auditions.own': { roles: STUDENT, owner: 'stage.audition.own' },
  /** A face photo its author or the office deletes; only its author replaces it. */
  'stage.biometrics.remove': { roles: STUDENT_ADMIN, owner: 'stage.biometric' },
  'stage.biometrics.edit': { roles: STUDENT, owner: 'stage.biometric' },
  /** The stage's activities and items: students read and tick, the office writes. */
  'stage.content.read': { roles: STUDENT_ADMIN },
  'stage.content.manage': { roles: [ROLE_ID.admin] },
  /** A student's own consent and preferences. */
  'stage.student': { roles: STUDENT },
  /** Stage files named by key (the route checks the key's folder). */
  'stage.files': { roles: STUDENT_ADMIN },
  /** An audition's captions: whoever may watch its video. */
  'stage.captions': { roles: [ROLE_ID.student, ROLE_ID.admin, ROLE_ID.representative], owner: 'stage.captions' },
  /** A submission's analysis: its author and the office. */
  'analysis.read': { roles: STUDENT_ADMIN, owner: 'analysis.submission' },
  /** An interview script of a job the caller may reach. */
  'interview.job': { owner: 'interview.job' },
  /** A candidate's published video CV, for staff (the route checks the RA). */
  'video.published': { roles: STAFF },
} as const;
