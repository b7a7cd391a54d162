import type { z } from 'zod';
import { recognitionSchema, type createRecognitionSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

export type RecognitionInput = z.input<typeof createRecognitionSchema>;

/** `POST /api/stage/recognitions`: one analysed frame of a recording. */
export const createRecognition = (body: RecognitionInput) =>
  apiFetch('/stage/recognitions', { method: 'POST', body, schema: recognitionSchema });
