import { chartMessages, type ComplementaryActivities } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import { GatewayError, type UniversityGateway } from '../../providers/university-gateway/university-gateway.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentAccess } from '../students/students.access.ts';
import type { ComplementaryActivitiesRepository } from './complementary-activities.repository.ts';
import { importComplementaryActivities } from './complementary-import.ts';
import type { Logger } from '../../lib/logger.ts';

type Log = Pick<Logger, 'info'>;
type StudentRow = Awaited<ReturnType<StudentAccess['load']>>;

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * The 'Atividades Complementares' chart: hours used and maximum per modality, from the university
 * gateway when one is configured, otherwise from the embedded table (demo data, CSV import).
 */
export const createComplementaryActivitiesService = (deps: {
  repo: ComplementaryActivitiesRepository;
  access: StudentAccess;
  gateway?: UniversityGateway;
  log: Log;
}) => {
  const { repo, access, gateway } = deps;

  const fromGateway = async (gw: UniversityGateway, row: StudentRow): Promise<ComplementaryActivities> => {
    try {
      const courses = await gw.courses(row.student.ra);
      if (!courses.length) return { source: 'gateway', course: null, data: [] };
      // The course the portal knows, when the gateway lists several.
      const known = row.course ? normalise(row.course.name) : null;
      const course = courses.find((c) => known !== null && normalise(c.name) === known) ?? courses[0]!;
      const data = await gw.components(row.student.ra, course.matrixId);
      return { source: 'gateway', course: { name: course.name || row.course?.name || '' }, data };
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      deps.log.info({ err: err.message, kind: err.kind }, 'university gateway failed');
      if (err.kind === 'unavailable') throw new AppError('UNAVAILABLE', chartMessages.gatewayUnavailable);
      throw new AppError('BAD_GATEWAY', chartMessages.gatewayBadAnswer);
    }
  };

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorizeRead: (actor: AuthUser, studentId: number) => access.read(actor, studentId),

    async forStudent(actor: AuthUser, studentId: number): Promise<ComplementaryActivities> {
      const { row } = await access.read(actor, studentId);
      if (gateway) return fromGateway(gateway, row);
      const rows = await repo.listByStudent(studentId);
      const course = row.course ? { name: row.course.name } : rows.length ? { name: '' } : null;
      return { source: 'embedded', course, data: rows };
    },

    /** Rows for the LGPD export (the caller checked access). */
    listForStudent: (studentId: number) => repo.listByStudent(studentId),

    importCsv: (csv: string, dryRun: boolean) => importComplementaryActivities(csv, dryRun, repo),
  };
};

export type ComplementaryActivitiesService = ReturnType<typeof createComplementaryActivitiesService>;
