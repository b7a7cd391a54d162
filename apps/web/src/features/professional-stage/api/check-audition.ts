import { auditionCheckSchema } from '@portal/contracts';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/stage/auditions/{id}/check`: the video's signed link once the file exists (404 before). */
export const checkAudition = (id: number) => apiFetch(`/stage/auditions/${id}/check`, { schema: auditionCheckSchema });
