import type { z } from 'zod';
import {
  capitalizeName,
  studentMessages,
  type PublicStudent,
  type Student,
  type updateStudentProfileSchema,
} from '@portal/contracts';
import { keyMatches } from './sharing.service.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { EventsService } from '../events/events.service.ts';
import type { FilesService } from '../files/files.service.ts';
import type { ProfessionalExperiencesService } from '../professional-experiences/professional-experiences.service.ts';
import type { SkillsService } from '../skills/skills.service.ts';
import type { StudentAccess } from './students.access.ts';
import { studentRecordFields } from './student-record.ts';
import type { StudentProfileValues, StudentRow, StudentsRepository } from './students.repository.ts';

export type PictureUpload = Buffer | string | undefined;
type ProfileBody = z.output<typeof updateStudentProfileSchema> & { profile_picture?: PictureUpload };

/** The student profile and the resume views built from it (docs/spec/02-screens.md#resume). */
export const createStudentsService = (deps: {
  repo: StudentsRepository;
  access: StudentAccess;
  files: FilesService;
  skills: SkillsService;
  experiences: ProfessionalExperiencesService;
  events: EventsService;
  /** Called when staff read the resume ('Currículo visualizado'); `jobId` names the job they came from. */
  resumeViewed?: (actor: AuthUser, studentId: number, jobId?: number) => Promise<void>;
}) => {
  const { repo, access, files } = deps;

  const toStudent = async (row: StudentRow, owner: boolean): Promise<Student> => {
    const s = row.student;
    // Staff get a read-only view and never an item the student chose not to publish.
    const [skills, professionalExperiences, events] = await Promise.all([
      deps.skills.listForStudent(s.id),
      deps.experiences.listForStudent(s.id, !owner),
      deps.events.listForStudent(s.id, !owner),
    ]);
    return {
      ...studentRecordFields(row, files),
      user: { id: row.user.id, name: row.user.name, email: row.user.email },
      skills,
      professionalExperiences,
      events,
      can_edit: owner,
    };
  };

  /** Blank optional text clears the field. */
  const blankToNull = (v: string | undefined) => (v === undefined ? undefined : v === '' ? null : v);

  return {
    /** Ownership before validation (plugins/ownership.ts): the same check the operations make. */
    authorizeRead: (actor: AuthUser, id: number) => access.read(actor, id),
    authorizeWrite: (actor: AuthUser, id: number) => access.write(actor, id),

    async get(actor: AuthUser, id: number, jobId?: number): Promise<Student> {
      const { row, owner } = await access.read(actor, id);
      if (!owner) await deps.resumeViewed?.(actor, id, jobId);
      return toStudent(row, owner);
    },

    async updateProfile(actor: AuthUser, id: number, input: ProfileBody): Promise<Student> {
      const row = await access.write(actor, id);
      const values: StudentProfileValues = {
        birthday: input.birthday,
        phone: input.phone,
        profile: blankToNull(input.profile),
        link_lattes: blankToNull(input.link_lattes),
        cep: blankToNull(input.cep),
        state: blankToNull(input.state),
        city: blankToNull(input.city),
        address: blankToNull(input.address),
        number: blankToNull(input.number),
      };
      const picture = input.profile_picture;
      if (typeof picture === 'string' && picture !== '')
        throw AppError.validation('profile_picture', 'Por favor, escolha uma imagem válida.', 'image');
      if (Buffer.isBuffer(picture))
        values.profile_picture = await files.storeImage('profile_picture', picture, 'profile-pictures');
      else if (input.remove_profile_picture === '1') values.profile_picture = null;
      const clean = Object.fromEntries(
        Object.entries(values).filter(([, v]) => v !== undefined),
      ) as StudentProfileValues;
      await repo.update(id, clean);
      // The old picture goes only once the new value is saved.
      if (clean.profile_picture !== undefined && row.student.profile_picture)
        await files.remove(row.student.profile_picture);
      return toStudent(await access.load(id), true);
    },

    /**
     * The shared, printable resume: only while the student shares it and with its current key (404
     * otherwise, the same as a missing student); visible items only, no address beyond city and
     * state, the e-mail only when the student chose to show it.
     */
    async publicResume(id: number, key: string | undefined): Promise<PublicStudent> {
      const row = await access.load(id);
      if (!row.user.is_active || !keyMatches(row.student.share_key, key))
        throw new AppError('NOT_FOUND', studentMessages.notFound);
      const s = row.student;
      const [skills, experiences, events] = await Promise.all([
        deps.skills.listForStudent(s.id),
        deps.experiences.listForStudent(s.id, true),
        deps.events.listForStudent(s.id, true),
      ]);
      return {
        id: s.id,
        name: capitalizeName(row.user.name),
        course: row.course ? { name: row.course.name } : null,
        profile: s.profile,
        profile_picture: files.url(s.profile_picture),
        link_lattes: s.link_lattes,
        state: s.state,
        city: s.city,
        skills: skills.map(({ id: skillId, name }) => ({ id: skillId, name })),
        professionalExperiences: experiences.map(({ student_id: _s, visible: _v, ...e }) => e),
        events: events.map(({ student_id: _s, visible: _v, ...e }) => e),
        email: s.share_email ? row.user.email : null,
      };
    },
  };
};

export type StudentsService = ReturnType<typeof createStudentsService>;
