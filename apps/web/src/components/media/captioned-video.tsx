import { useEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { TranscriptPanel } from './transcript-panel';
import { useCaptions } from './use-captions';

interface CaptionedVideoProps {
  src: string;
  /** The submission whose captions are loaded (none: a plain player). */
  auditionId: number | null | undefined;
  label: string;
  autoPlay?: boolean;
  maxHeight?: string;
  /** For callers that seek the video (the feedback timeline). */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/**
 * Every video player of the portal (docs/decisions/022-accessibility-and-fair-feedback.md): the
 * video with its captions track, shown by default unless the user turned them off, and the
 * transcript as text beside it, each phrase seeking the video.
 */
export const CaptionedVideo = ({
  src,
  auditionId,
  label,
  autoPlay,
  maxHeight = '60vh',
  videoRef,
}: CaptionedVideoProps) => {
  const own = useRef<HTMLVideoElement | null>(null);
  const ref = videoRef ?? own;
  const { url, cues } = useCaptions(auditionId);
  const [showing, setShowing] = useState(() => readStorage(STORAGE_KEYS.captions) !== 'off');
  useEffect(() => {
    const track = ref.current?.textTracks[0];
    if (track) track.mode = showing ? 'showing' : 'hidden';
  }, [ref, showing, url]);
  const seek = (time: number) => {
    const video = ref.current;
    if (!video) return;
    video.currentTime = time;
    video.focus();
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: cues.length ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        <Box
          component="video"
          ref={ref}
          src={src}
          controls
          autoPlay={autoPlay}
          playsInline
          aria-label={label}
          sx={{ display: 'block', width: '100%', maxHeight, bgcolor: 'common.black', borderRadius: 2 }}
        >
          {url ? <track kind="captions" src={url} srcLang="pt-BR" label="Português" default={showing} /> : null}
        </Box>
        {url ? (
          <FormControlLabel
            sx={{ mx: 0 }}
            control={
              <Switch
                checked={showing}
                onChange={(event) => {
                  setShowing(event.target.checked);
                  writeStorage(STORAGE_KEYS.captions, event.target.checked ? null : 'off');
                }}
              />
            }
            label="Mostrar legendas"
          />
        ) : null}
      </Box>
      {cues.length ? <TranscriptPanel cues={cues} onSeek={seek} /> : null}
    </Box>
  );
};
