import { dataDeletionResultSchema, studentExportSchema, type DataDeletionResult } from '@portal/contracts';
import { apiFetch } from './api-client';
import { isApiError } from './api-error';

/** Gathering every part of a student's data can take longer than the 5000 ms of plain calls. */
const DATA_RIGHTS_TIMEOUT_MS = 30_000;

/** Saves `data` as a pretty-printed JSON file through a temporary link. */
const saveJson = (data: unknown, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * LGPD export (`POST /api/students/:id/export` with the caller's password, the student or an
 * administrator): downloads everything the portal holds about the student as `meus-dados-{RA}.json`.
 */
export const downloadStudentData = async (studentId: number, password: string): Promise<void> => {
  const data = await apiFetch(`/students/${studentId}/export`, {
    method: 'POST',
    body: { password },
    schema: studentExportSchema,
    timeoutMs: DATA_RIGHTS_TIMEOUT_MS,
  });
  saveJson(data, `meus-dados-${data.student.ra.replace(/[^0-9A-Za-z.-]/g, '') || studentId}.json`);
};

/**
 * LGPD deletion (`POST /api/students/:id/data-deletion` with the typed word and the caller's
 * password): erases the student's account and data. When the student deletes their own, the
 * answer says the session is over.
 */
export const deleteStudentData = (studentId: number, confirm: string, password: string): Promise<DataDeletionResult> =>
  apiFetch(`/students/${studentId}/data-deletion`, {
    method: 'POST',
    body: { confirm, password },
    schema: dataDeletionResultSchema,
    timeoutMs: DATA_RIGHTS_TIMEOUT_MS,
  });

/**
 * What to show under the password field for a refused export or erasure: the wrong password
 * (422 on `password`) or the attempts limit (429); anything else is not about the password.
 */
export const passwordErrorOf = (error: unknown): string | undefined => {
  if (!isApiError(error)) return undefined;
  if (error.status === 429) return error.message;
  return error.fieldErrors.find((e) => e.field === 'password')?.message;
};
