import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

/** `GET /api/stage/auditions/{id}/check`: the video's signed link once the file exists (404 before). */
export const checkAudition = (id: number) => callApi(stageApi.check, { params: { id } });
