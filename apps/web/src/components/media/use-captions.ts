import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fillPath, stageApi } from '@portal/contracts';
import { apiFetch } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { parseWebVtt } from '../../lib/webvtt';

/**
 * The captions of a submission's video: `GET /api/stage/auditions/{id}/captions.vtt` (sent with
 * the session's token, which a `<track src>` cannot carry), handed to the player as a blob URL,
 * and its cues for the transcript beside the video. No captions: no track.
 */
/** Blob URLs by file text: a player reopened reuses its URL; the oldest are revoked past a few. */
const urls = new Map<string, string>();
const blobUrl = (text: string): string => {
  const known = urls.get(text);
  if (known) return known;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
  urls.set(text, url);
  for (const [old, oldUrl] of urls) {
    if (urls.size <= 16) break;
    URL.revokeObjectURL(oldUrl);
    urls.delete(old);
  }
  return url;
};

export const useCaptions = (auditionId: number | null | undefined) => {
  const vtt = useQuery({
    queryKey: queryKeys.stage.captions(auditionId ?? 0),
    queryFn: ({ signal }) =>
      // text/vtt: the table's route declares no JSON answer, so the text is read as it comes.
      apiFetch<string>(fillPath(stageApi.captions.path, { id: auditionId ?? 0 }), { signal }),
    enabled: Boolean(auditionId),
    retry: false,
    staleTime: Infinity,
  });
  const text = typeof vtt.data === 'string' && vtt.data.startsWith('WEBVTT') ? vtt.data : null;
  const url = useMemo(() => (text ? blobUrl(text) : null), [text]);
  const cues = useMemo(() => (text ? parseWebVtt(text) : []), [text]);
  return { url, cues, loading: vtt.isPending && Boolean(auditionId) };
};
