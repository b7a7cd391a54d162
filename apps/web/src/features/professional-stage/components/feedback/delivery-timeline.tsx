import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Delivery } from '@portal/contracts';
import { clock } from '../../../../lib/webvtt';

const KIND = {
  pause: { label: 'Pausa longa', color: 'warning.main', symbol: '‖' },
  filler: { label: 'Vício de linguagem', color: 'error.main', symbol: '•' },
  hedge: { label: 'Expressão de insegurança', color: 'secondary.main', symbol: '?' },
  repeat: { label: 'Palavra repetida', color: 'info.main', symbol: '↺' },
} as const;

/**
 * The delivery markers on a line as long as the recording: each a 24 px button (WCAG 2.5.8) that
 * seeks the video to its moment, with a legend and the same markers as a list for screen readers.
 */
export const DeliveryTimeline = ({
  delivery,
  durationMs,
  onSeek,
}: {
  delivery: Delivery;
  durationMs: number;
  onSeek: (seconds: number) => void;
}) => {
  const total = Math.max(durationMs, ...delivery.markers.map((m) => m.at_ms + 1000), 1000);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="list"
        aria-label="Linha do tempo da fala"
        sx={{ position: 'relative', height: 40, mx: 1.5, borderBottom: 2, borderColor: 'divider' }}
      >
        {delivery.markers.map((m, i) => {
          const kind = KIND[m.kind];
          const at = clock(m.at_ms / 1000);
          return (
            <Box role="listitem" key={`${m.kind}-${m.at_ms}-${i}`}>
              <ButtonBase
                onClick={() => onSeek(m.at_ms / 1000)}
                aria-label={`${kind.label} em ${at}: ${m.text}`}
                title={`${kind.label} em ${at}: ${m.text}`}
                data-kind={m.kind}
                style={{ left: `${(m.at_ms / total) * 100}%` }}
                sx={{
                  position: 'absolute',
                  top: 6,
                  transform: 'translateX(-50%)',
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: kind.color,
                  color: 'common.white',
                  fontWeight: 700,
                  fontSize: 13,
                  border: 2,
                  borderColor: 'background.paper',
                }}
              >
                <span aria-hidden>{kind.symbol}</span>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mx: 1.5 }}>
        <Typography variant="caption" color="text.secondary">
          0:00
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {clock(total / 1000)}
        </Typography>
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {Object.values(KIND).map((k) => (
          <Typography
            key={k.label}
            component="li"
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
          >
            <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: k.color }} />
            {k.label}
          </Typography>
        ))}
      </Box>
    </Box>
  );
};
