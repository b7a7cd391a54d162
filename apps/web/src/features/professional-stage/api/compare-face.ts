import { stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';

const FACE_COMPARE_TIMEOUT_MS = 90_000;

/**
 * `POST /api/stage/face/compare { target, source }`: the captured frame against a registered
 * photo; answers Similarity and the frame's Emotions. The server loads its face models on first
 * use, which can take most of a minute on a busy machine.
 */
export const compareFace = (target: string, source: string) =>
  callApi(stageApi.compareFaces, {
    body: { target, source },
    timeoutMs: FACE_COMPARE_TIMEOUT_MS,
  });
