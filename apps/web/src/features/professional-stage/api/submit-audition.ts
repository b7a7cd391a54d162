import { MAX_TRANSCRIPT_SEGMENTS, type TranscriptSegment, stageApi } from '@portal/contracts';
import { callApi } from '../../../lib/call-api';
import { uploadFile } from './upload-file';

export interface SubmitAuditionInput {
  auditionId: number;
  video: Blob;
  fileName: string;
  transcript: string;
  /** The phrases with their timing in the recording (captions, delivery metrics). */
  segments: TranscriptSegment[];
  onProgress: (fraction: number) => void;
  /** Resolves when the frames of the recording are stored; awaited while the video uploads. */
  framesStored: Promise<void>;
}

/**
 * Sends the recording: signed upload of the video with progress, then (once the recording's
 * frames are stored too) `PUT /api/stage/auditions/{id} { file_key, transcript, transcript_segments }`, which queues
 * the analysis.
 */
export const submitAudition = async ({
  auditionId,
  video,
  fileName,
  transcript,
  segments,
  onProgress,
  framesStored,
}: SubmitAuditionInput) => {
  const [key] = await Promise.all([uploadFile(video, fileName, onProgress), framesStored]);
  return callApi(stageApi.updateAudition, {
    params: { id: auditionId },
    body: {
      file_key: key,
      transcript: transcript.trim() || null,
      transcript_segments: segments.length ? segments.slice(0, MAX_TRANSCRIPT_SEGMENTS) : null,
    },
  });
};
