import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { StudentAccess } from './students.access.ts';

/**
 * What every resume item (skill, experience, event) asks the same way: an item reached by id is
 * the owner's to change (404 when it does not exist), the resume's rules decide reading and
 * creating, and a deletion leaves an audit entry.
 */
export const createResumeItemAccess = <Row>(deps: {
  access: StudentAccess;
  audit: AuditService;
  kind: 'skill' | 'experience' | 'event';
  /** The 404 message, e.g. 'Habilidade não encontrada'. */
  notFound: string;
  findById: (id: number) => Promise<Row | undefined>;
  studentOf: (row: Row) => number;
}) => {
  const { access, kind } = deps;

  const ownedItem = async (actor: AuthUser, id: number): Promise<Row> => {
    const row = await deps.findById(id);
    if (!row) throw new AppError('NOT_FOUND', deps.notFound);
    await access.write(actor, deps.studentOf(row), deps.notFound);
    return row;
  };

  return {
    ownedItem,
    /** Ownership before validation (plugins/ownership.ts): the same checks the operations make. */
    authorizers: {
      authorizeRead: (actor: AuthUser, studentId: number) => access.read(actor, studentId),
      authorizeCreate: (actor: AuthUser, studentId: number | undefined) => access.writeOwnOrGiven(actor, studentId),
      authorizeItem: ownedItem,
    },
    /** Ids only: the item's text is the student's data (an LGPD erasure must leave none). */
    recordDeletion: (actor: AuthUser, id: number, row: Row, origin?: RequestOrigin) =>
      deps.audit.record({
        action: `${kind}.deleted`,
        actor,
        origin,
        target: { type: kind, id },
        details: { student_id: deps.studentOf(row) },
      }),
  };
};
