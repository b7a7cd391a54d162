import { randomUUID } from 'node:crypto';
import { CERTIFICATE_MAX_BYTES, resumeMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { detectFileType, IMAGE_TYPES, imageSizeAllowed } from '../../providers/storage/file-type.ts';

const FIELD = 'certificate';
const LINK = /^https?:\/\/[^\s<>"']+$/i;

/** A stored certificate is a storage key; a link is kept as the URL the student gave. */
export const isCertificateLink = (value: string): boolean => /^https?:\/\//i.test(value);

/** Checks a certificate by its bytes (PDF or image, 10 MB) and stores it under a fresh key. */
export const storeCertificate = async (storage: Storage, data: Buffer): Promise<string> => {
  if (data.length > CERTIFICATE_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Arquivo maior que o permitido', {
      errors: [{ field: FIELD, rule: 'size', message: 'Arquivo maior que o permitido' }],
    });
  }
  const type = await detectFileType(data);
  if (!type || (type.ext !== 'pdf' && !IMAGE_TYPES.has(type.ext)))
    throw AppError.validation(FIELD, resumeMessages.certificateInvalid, 'file_type');
  if (type.ext !== 'pdf' && !(await imageSizeAllowed(data)))
    throw AppError.validation(FIELD, resumeMessages.certificateInvalid, 'dimensions');
  const key = `certificates/${randomUUID()}.${type.ext}`;
  await storage.put(key, data, type.mime);
  return key;
};

/** The link form of a certificate: http(s) only, so a stored value can never be a script URL. */
export const certificateLink = (value: string): string => {
  const link = value.trim();
  if (link.length > 1000 || !LINK.test(link))
    throw AppError.validation(FIELD, resumeMessages.certificateLinkInvalid, 'url');
  try {
    new URL(link);
  } catch {
    throw AppError.validation(FIELD, resumeMessages.certificateLinkInvalid, 'url');
  }
  return link;
};
