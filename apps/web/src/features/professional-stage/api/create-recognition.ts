import type { z } from 'zod';
import { type createRecognitionSchema, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

export type RecognitionInput = z.input<typeof createRecognitionSchema>;

/** `POST /api/stage/recognitions`: one analysed frame of a recording. */
export const createRecognition = (body: RecognitionInput) => callApi(stageApi.createRecognition, { body });
