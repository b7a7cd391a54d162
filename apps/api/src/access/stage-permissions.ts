import { ROLE_ID } from '@portal/contracts';

const STUDENT_ADMIN = [ROLE_ID.student, ROLE_ID.admin] as const;
const STAFF = [ROLE_ID.admin, ROLE_ID.representative] as const;

/**
 * The professional stage's permissions and those of its readers (analysis, interview, video),
 * docs/spec/07-api.md#professional-stage-api; part of PERMISSIONS (permissions.ts). Representatives
 * have no stage: they read captions and a published video CV only.
 */
export const STAGE_PERMISSIONS = {
  /** A submission's analysis: its author and the office. */
  'analysis.read': { roles: STUDENT_ADMIN, owner: 'analysis.submission' },
  /** An interview script of a job the caller may reach. */
  'interview.job': { owner: 'interview.job' },
  /** A candidate's published video CV, for staff (the route checks the RA). */
  'video.published': { roles: STAFF },
} as const;
