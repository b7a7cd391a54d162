import type { z } from 'zod';
import {
  resumeMessages,
  type createProfessionalExperienceSchema,
  type ProfessionalExperience,
  type updateProfessionalExperienceSchema,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createResumeItemAccess } from '../students/resume-item-access.ts';
import type {
  ExperienceRow,
  ExperienceValues,
  ProfessionalExperiencesRepository,
} from './professional-experiences.repository.ts';

type CreateBody = z.output<typeof createProfessionalExperienceSchema>;
type UpdateBody = z.output<typeof updateProfessionalExperienceSchema>;

const toExperience = (r: ExperienceRow): ProfessionalExperience => ({
  id: r.id,
  student_id: r.student_id,
  company_name: r.company_name,
  city: r.city,
  state: r.state,
  department: r.department,
  role: r.role,
  description: r.description,
  started: r.started,
  finished: r.finished,
  visible: r.visible === 1 ? 1 : 0,
});

/** Professional experiences: the student writes; staff read only visible ones (docs/spec/04-states.md#visibility). */
export const createProfessionalExperiencesService = (deps: {
  repo: ProfessionalExperiencesRepository;
  access: StudentAccess;
  audit: AuditService;
}) => {
  const { repo, access } = deps;

  const items = createResumeItemAccess({
    access,
    audit: deps.audit,
    kind: 'experience',
    notFound: resumeMessages.experienceNotFound,
    findById: (id) => repo.findById(id),
    studentOf: (row) => row.student_id,
  });
  const { ownedItem } = items;

  return {
    ...items.authorizers,

    /** For modules that already checked access (the student profile, the public resume, the export). */
    async listForStudent(studentId: number, onlyVisible: boolean): Promise<ProfessionalExperience[]> {
      return (await repo.listByStudent(studentId, onlyVisible)).map(toExperience);
    },

    async list(actor: AuthUser, studentId: number): Promise<ProfessionalExperience[]> {
      const { owner } = await access.read(actor, studentId);
      return (await repo.listByStudent(studentId, !owner)).map(toExperience);
    },

    async create(actor: AuthUser, input: CreateBody): Promise<ProfessionalExperience> {
      const { student } = await access.writeOwnOrGiven(actor, input.student_id);
      const { student_id: _given, visible, ...fields } = input;
      return toExperience(await repo.insert({ ...fields, student_id: student.id, visible: visible ?? 1 }));
    },

    /** The full body, or only { visible } (the 'Divulgar informação' switch). */
    async update(actor: AuthUser, id: number, input: UpdateBody): Promise<ProfessionalExperience> {
      const current = await ownedItem(actor, id);
      const started = input.started ?? current.started;
      const finished = input.finished ?? current.finished;
      if (finished && finished < started) throw AppError.validation('finished', resumeMessages.dateOrder, 'date_order');
      const patch = Object.fromEntries(
        Object.entries(input).filter(([, v]) => v !== undefined),
      ) as Partial<ExperienceValues>;
      if (Object.keys(patch).length === 0) return toExperience(current);
      return toExperience(await repo.update(id, patch));
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      const current = await ownedItem(actor, id);
      await repo.remove(id);
      await items.recordDeletion(actor, id, current, origin);
    },
  };
};

export type ProfessionalExperiencesService = ReturnType<typeof createProfessionalExperiencesService>;
