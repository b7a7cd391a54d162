import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { clock, type Cue } from '../../lib/webvtt';

/** The transcript beside a video ('Texto das legendas', apart from the administrators' analysed 'Transcrição'): one line per phrase, each a button that seeks the video to it. */
export const TranscriptPanel = ({ cues, onSeek }: { cues: Cue[]; onSeek: (seconds: number) => void }) => (
  <Box component="section" aria-labelledby="transcricao-video" sx={{ display: 'grid', alignContent: 'start', gap: 1 }}>
    <Typography id="transcricao-video" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
      Texto das legendas
    </Typography>
    <Box
      component="ol"
      sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: { md: '52vh' }, overflowY: 'auto', display: 'grid', gap: 0.5 }}
    >
      {cues.map((cue, i) => (
        <li key={`${cue.start}-${i}`}>
          <ButtonBase
            onClick={() => onSeek(cue.start)}
            aria-label={`Ir para ${clock(cue.start)}: ${cue.text}`}
            sx={{
              width: '100%',
              minHeight: 32,
              justifyContent: 'flex-start',
              textAlign: 'left',
              gap: 1,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Typography
              component="span"
              variant="body2"
              color="primary"
              sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 40 }}
            >
              {clock(cue.start)}
            </Typography>
            <Typography component="span" variant="body2">
              {cue.text}
            </Typography>
          </ButtonBase>
        </li>
      ))}
    </Box>
  </Box>
);
