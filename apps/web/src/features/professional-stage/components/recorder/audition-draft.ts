import { readStorage, STORAGE_KEYS, writeStorage } from '../../../../lib/storage';

/** docs/spec/04-states.md#audition-creation: the audition being recorded, kept locally so a reload does not create another. */
export interface AuditionDraft {
  activity_id: number;
  /** The interview's job (activity 72); null for the video CV. */
  job_id: number | null;
  audition_id: number;
  code: string;
}

const isDraft = (value: unknown): value is AuditionDraft => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v['activity_id'] === 'number' &&
    (v['job_id'] === null || typeof v['job_id'] === 'number') &&
    typeof v['audition_id'] === 'number' &&
    typeof v['code'] === 'string'
  );
};

export const readDraft = (): AuditionDraft | null => {
  try {
    const value: unknown = JSON.parse(readStorage(STORAGE_KEYS.auditionDraft) ?? 'null');
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
};

export const writeDraft = (draft: AuditionDraft): void =>
  writeStorage(STORAGE_KEYS.auditionDraft, JSON.stringify(draft));

/** After a successful upload the draft is done. */
export const clearDraft = (): void => writeStorage(STORAGE_KEYS.auditionDraft, null);
