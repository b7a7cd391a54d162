/** The event form, on the contracts' schema plus the certificate choice (docs/spec/05-validation.md#resume-items). */
import { z } from 'zod';
import {
  CERTIFICATE_MAX_BYTES,
  configureZodLocale,
  createEventSchema,
  resumeMessages,
  type ResumeEvent,
} from '@portal/contracts';
import { toDateInput } from './resume-format';

configureZodLocale();

export type CertificateMode = 'none' | 'file' | 'link';

const always = () => true;
const LINK = /^https?:\/\/[^\s]+$/i;

/** A PDF or an image, up to 10 MB (docs/spec/12-accounts-security.md#uploads); the server checks the content again. */
export const isCertificateFile = (file: File): boolean =>
  (file.type === 'application/pdf' || file.type.startsWith('image/')) && file.size <= CERTIFICATE_MAX_BYTES;

/** `storedFile`: the event being edited already has a certificate file, which a 'file' choice keeps. */
export const eventFormSchema = (storedFile: boolean) =>
  createEventSchema
    .safeExtend({
      certificate_mode: z.enum(['none', 'file', 'link']),
      certificate_file: z.instanceof(File).nullable(),
      certificate_link: z.string().trim(),
    })
    .refine((d) => d.certificate_mode !== 'file' || storedFile || d.certificate_file !== null, {
      error: 'Escolha o arquivo do certificado',
      path: ['certificate_file'],
      when: always,
    })
    .refine(
      (d) => d.certificate_mode !== 'file' || d.certificate_file === null || isCertificateFile(d.certificate_file),
      {
        error: resumeMessages.certificateInvalid,
        path: ['certificate_file'],
        when: always,
      },
    )
    .refine((d) => d.certificate_mode !== 'link' || LINK.test(d.certificate_link), {
      error: resumeMessages.certificateLinkInvalid,
      path: ['certificate_link'],
      when: always,
    });

export type EventFormOutput = z.output<ReturnType<typeof eventFormSchema>>;

export interface EventFormValues {
  id_event_type: string;
  title: string;
  sponsor: string;
  started: string;
  finished: string;
  visible: boolean;
  certificate_mode: CertificateMode;
  certificate_file: File | null;
  certificate_link: string;
}

export const EVENT_FIELDS = [
  'id_event_type',
  'title',
  'sponsor',
  'started',
  'finished',
  'visible',
  'certificate_file',
  'certificate_link',
] as const;

export const initialEventValues = (e: ResumeEvent | null): EventFormValues => ({
  id_event_type: e?.id_event_type ? String(e.id_event_type) : '',
  title: e?.title ?? '',
  sponsor: e?.sponsor ?? '',
  started: toDateInput(e?.started),
  finished: toDateInput(e?.finished),
  visible: e ? e.visible === 1 : true,
  certificate_mode: e?.certificate_type ?? 'none',
  certificate_file: null,
  certificate_link: e?.certificate_type === 'link' ? (e.certificate ?? '') : '',
});

/**
 * The multipart body of `POST /api/events` or `PUT /api/events/:id`: the certificate goes as a file
 * or as link text (a new one replaces the stored one); choosing 'none' clears it.
 */
export const eventBody = (values: EventFormOutput, current: ResumeEvent | null, studentId: number): FormData => {
  const data = new FormData();
  data.append('id_event_type', String(values.id_event_type));
  data.append('title', values.title);
  data.append('sponsor', values.sponsor);
  data.append('started', values.started);
  data.append('finished', values.finished);
  data.append('visible', String(values.visible ?? 1));
  if (!current) data.append('student_id', String(studentId));
  if (values.certificate_mode === 'file' && values.certificate_file)
    data.append('certificate', values.certificate_file);
  if (
    values.certificate_mode === 'link' &&
    values.certificate_link !== (current?.certificate_type === 'link' ? current.certificate : null)
  ) {
    data.append('certificate', values.certificate_link);
  }
  if (current?.certificate && values.certificate_mode === 'none') data.append('remove_certificate', '1');
  return data;
};
