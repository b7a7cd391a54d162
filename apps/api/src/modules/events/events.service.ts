import type { z } from 'zod';
import { resumeMessages, type createEventSchema, type ResumeEvent, type updateEventSchema } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { AuditService, RequestOrigin } from '../audit/audit.service.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { FilesService } from '../files/files.service.ts';
import type { StudentAccess } from '../students/students.access.ts';
import { createResumeItemAccess } from '../students/resume-item-access.ts';
import { certificateLink, isCertificateLink, storeCertificate } from './certificate.ts';
import type { EventRow, EventsRepository, EventValues } from './events.repository.ts';

/** Multipart: a file arrives as a Buffer, a link as text. */
export type CertificateUpload = Buffer | string | undefined;
type CreateBody = z.output<typeof createEventSchema> & { certificate?: CertificateUpload };
type UpdateBody = z.output<typeof updateEventSchema> & { certificate?: CertificateUpload };

/** Events (participation): the student writes; staff read only visible ones (docs/spec/04-states.md#visibility). */
export const createEventsService = (deps: {
  repo: EventsRepository;
  access: StudentAccess;
  eventTypes: { selectable(id: number, current?: number | null): Promise<boolean> };
  files: FilesService;
  storage: Storage;
  audit: AuditService;
}) => {
  const { repo, access, files } = deps;

  const toEvent = (r: EventRow): ResumeEvent => {
    const stored = r.event.certificate;
    const link = stored ? isCertificateLink(stored) : false;
    return {
      id: r.event.id,
      student_id: r.event.student_id,
      id_event_type: r.event.id_event_type,
      event_type: r.event_type,
      title: r.event.title,
      sponsor: r.event.sponsor,
      started: r.event.started,
      finished: r.event.finished,
      certificate: stored ? (link ? stored : files.url(stored)) : null,
      certificate_type: stored ? (link ? 'link' : 'file') : null,
      visible: r.event.visible === 1 ? 1 : 0,
    };
  };

  /** `current`: an event keeps a type retired after it was chosen. */
  const checkType = async (id: number | undefined, current?: number | null) => {
    if (id !== undefined && !(await deps.eventTypes.selectable(id, current)))
      throw AppError.validation('id_event_type', resumeMessages.eventTypeInvalid, 'exists');
  };

  /** A new certificate value (key or link), or undefined when the request does not change it. */
  const certificateOf = async (value: CertificateUpload): Promise<string | undefined> => {
    if (value === undefined || value === '') return undefined;
    if (typeof value === 'string') return certificateLink(value);
    return storeCertificate(deps.storage, value);
  };

  const items = createResumeItemAccess({
    access,
    audit: deps.audit,
    kind: 'event',
    notFound: resumeMessages.eventNotFound,
    findById: (id) => repo.findById(id),
    studentOf: (row) => row.event.student_id,
  });
  const { ownedItem } = items;

  /** Removes a stored certificate file; links have nothing on disk. */
  const dropFile = async (stored: string | null) => {
    if (stored && !isCertificateLink(stored)) await files.remove(stored);
  };

  return {
    ...items.authorizers,

    async listForStudent(studentId: number, onlyVisible: boolean): Promise<ResumeEvent[]> {
      return (await repo.listByStudent(studentId, onlyVisible)).map(toEvent);
    },

    async list(actor: AuthUser, studentId: number): Promise<ResumeEvent[]> {
      const { owner } = await access.read(actor, studentId);
      return (await repo.listByStudent(studentId, !owner)).map(toEvent);
    },

    /** Storage keys of the student's certificate files (export and deletion). */
    async fileKeys(studentId: number): Promise<string[]> {
      const rows = await repo.listByStudent(studentId, false);
      return rows.map((r) => r.event.certificate).filter((c): c is string => Boolean(c) && !isCertificateLink(c!));
    },

    async create(actor: AuthUser, input: CreateBody): Promise<ResumeEvent> {
      const { student } = await access.writeOwnOrGiven(actor, input.student_id);
      await checkType(input.id_event_type);
      const certificate = await certificateOf(input.certificate);
      const values: EventValues = {
        student_id: student.id,
        id_event_type: input.id_event_type,
        title: input.title,
        sponsor: input.sponsor,
        started: input.started,
        finished: input.finished,
        certificate: certificate ?? null,
        visible: input.visible ?? 1,
      };
      const id = await repo.insert(values).catch(async (err: unknown) => {
        await dropFile(certificate ?? null);
        throw err;
      });
      return toEvent((await repo.findById(id))!);
    },

    /** Multipart with the full form, or JSON with only { visible }. */
    async update(actor: AuthUser, id: number, input: UpdateBody): Promise<ResumeEvent> {
      const current = await ownedItem(actor, id);
      const started = input.started ?? current.event.started;
      const finished = input.finished ?? current.event.finished;
      if (finished < started) throw AppError.validation('finished', resumeMessages.dateOrder, 'date_order');
      await checkType(input.id_event_type, current.event.id_event_type);
      const { certificate: upload, remove_certificate: removeCertificate, ...fields } = input;
      const patch = Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      ) as Partial<EventValues>;
      const certificate = await certificateOf(upload);
      if (certificate !== undefined) patch.certificate = certificate;
      else if (removeCertificate === '1') patch.certificate = null;
      if (Object.keys(patch).length) await repo.update(id, patch);
      // The old file goes only once the new value is saved.
      if (patch.certificate !== undefined && patch.certificate !== current.event.certificate)
        await dropFile(current.event.certificate);
      return toEvent((await repo.findById(id))!);
    },

    async remove(actor: AuthUser, id: number, origin?: RequestOrigin): Promise<void> {
      const current = await ownedItem(actor, id);
      await repo.remove(id);
      await dropFile(current.event.certificate);
      await items.recordDeletion(actor, id, current, origin);
    },
  };
};

export type EventsService = ReturnType<typeof createEventsService>;
