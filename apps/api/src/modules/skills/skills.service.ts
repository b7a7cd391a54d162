import { resumeMessages, type Skill } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createResumeItemAccess } from '../students/resume-item-access.ts';
import type { SkillRow, SkillsRepository } from './skills.repository.ts';

const toSkill = (r: SkillRow): Skill => ({ id: r.id, student_id: r.student_id, name: r.name });

/** Skills have no visibility flag: every skill shows wherever the resume shows. */
export const createSkillsService = (deps: { repo: SkillsRepository; access: StudentAccess; audit: AuditService }) => {
  const { repo, access } = deps;

  const items = createResumeItemAccess({
    access,
    audit: deps.audit,
    kind: 'skill',
    notFound: resumeMessages.skillNotFound,
    findById: (id) => repo.findById(id),
    studentOf: (row) => row.student_id,
  });
  const { ownedItem } = items;

  return {
    ...items.authorizers,

    async listForStudent(studentId: number): Promise<Skill[]> {
      return (await repo.listByStudent(studentId)).map(toSkill);
    },

    async list(actor: AuthUser, studentId: number): Promise<Skill[]> {
      await access.read(actor, studentId);
      return (await repo.listByStudent(studentId)).map(toSkill);
    },

    async create(actor: AuthUser, input: { name: string; student_id?: number }): Promise<Skill> {
      const { student } = await access.writeOwnOrGiven(actor, input.student_id);
      if (await repo.nameTaken(student.id, input.name))
        throw AppError.validation('name', resumeMessages.skillTaken, 'unique');
      return toSkill(await repo.insert(student.id, input.name));
    },

    async update(actor: AuthUser, id: number, input: { name: string }): Promise<Skill> {
      const current = await ownedItem(actor, id);
      if (await repo.nameTaken(current.student_id, input.name, id))
        throw AppError.validation('name', resumeMessages.skillTaken, 'unique');
      return toSkill(await repo.update(id, input.name));
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      const current = await ownedItem(actor, id);
      await repo.remove(id);
      await items.recordDeletion(actor, id, current, origin);
    },
  };
};

export type SkillsService = ReturnType<typeof createSkillsService>;
