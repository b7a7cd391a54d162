import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import { NARROW_CHART_PX, type ChartItem } from '@portal/contracts';
import { axisMax, axisTicks, barPercent, roundHours } from './chart-scale';
import { visuallyHidden } from '../../../lib/visually-hidden';

const USED = 'Horas aproveitadas';
const MAX = 'Carga horária máxima';

const usedColor = (theme: Theme) => theme.palette.primary.main;
const maxColor = (theme: Theme) => alpha(theme.palette.secondary.main, theme.palette.mode === 'dark' ? 0.75 : 0.55);

/** Vertical grid lines every fifth of the axis, drawn as the bar area's background. */
const gridLines = (theme: Theme) => ({
  backgroundImage: `linear-gradient(to right, ${theme.palette.divider} 1px, transparent 1px)`,
  backgroundSize: '20% 100%',
  borderRight: `1px solid ${theme.palette.divider}`,
});

const Bar = ({ percent, color, label }: { percent: number; color: (t: Theme) => string; label: string }) => (
  <Box
    title={label}
    sx={{
      height: 14,
      width: `${percent}%`,
      minWidth: percent > 0 ? 3 : 0,
      bgcolor: color,
      borderRadius: '0 4px 4px 0',
      transition: 'width 400ms ease',
    }}
  />
);

const Legend = () => (
  <Box aria-hidden sx={{ display: 'flex', gap: 2.5, flexWrap: 'wrap', mb: 2 }}>
    {[
      { label: USED, color: usedColor },
      { label: MAX, color: maxColor },
    ].map((entry) => (
      <Box key={entry.label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ width: 14, height: 14, borderRadius: '3px', bgcolor: entry.color }} />
        <Typography variant="body2">{entry.label}</Typography>
      </Box>
    ))}
  </Box>
);

/**
 * Horizontal bars per modality: hours used against the maximum, on an axis to 100 (docs/spec/09-constants.md#layout),
 * values rounded to whole hours. Below 600 px each label sits above its bars. Screen readers get
 * the same figures as a table.
 */
export const HoursChart = ({ items }: { items: readonly ChartItem[] }) => {
  const narrow = useMediaQuery(`(max-width:${NARROW_CHART_PX - 0.05}px)`);
  const captionId = useId();
  const max = axisMax(items);
  const ticks = axisTicks(max);
  const columns = narrow ? '1fr' : 'minmax(140px, 220px) minmax(0, 1fr) 112px';

  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Horas aproveitadas e carga horária máxima por modalidade
      </Typography>
      <Legend />
      <Box aria-hidden data-testid="grafico-horas" data-layout={narrow ? 'narrow' : 'wide'}>
        {items.map((item) => {
          const used = roundHours(item.carga_horaria_aproveitada);
          const total = roundHours(item.carga_horaria_maxima);
          return (
            <Box
              key={item.descricao}
              sx={{ display: 'grid', gridTemplateColumns: columns, alignItems: 'center', columnGap: 2 }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, pt: narrow ? 1.5 : 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.descricao}
                </Typography>
                {narrow ? (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {used} h de {total} h
                  </Typography>
                ) : null}
              </Box>
              <Box sx={(theme) => ({ ...gridLines(theme), display: 'grid', gap: 0.75, py: 1.25 })}>
                <Bar percent={barPercent(used, max)} color={usedColor} label={`${USED}: ${used} h`} />
                <Bar percent={barPercent(total, max)} color={maxColor} label={`${MAX}: ${total} h`} />
              </Box>
              {narrow ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="strong" sx={{ color: 'text.primary' }}>
                    {used} h
                  </Box>{' '}
                  de {total} h
                </Typography>
              )}
            </Box>
          );
        })}
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, columnGap: 2 }}>
          {narrow ? null : <Box />}
          <Box sx={{ position: 'relative', height: 24 }}>
            {ticks.map((tick, i) => (
              <Typography
                key={tick}
                variant="caption"
                color="text.secondary"
                sx={{
                  position: 'absolute',
                  top: 4,
                  left: `${i * 20}%`,
                  transform: i === 0 ? 'none' : i === 5 ? 'translateX(-100%)' : 'translateX(-50%)',
                }}
              >
                {tick}
              </Typography>
            ))}
          </Box>
        </Box>
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Atividades complementares em horas</caption>
        <thead>
          <tr>
            <th scope="col">Modalidade</th>
            <th scope="col">{USED}</th>
            <th scope="col">{MAX}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.descricao}>
              <th scope="row">{item.descricao}</th>
              <td>{roundHours(item.carga_horaria_aproveitada)} h</td>
              <td>{roundHours(item.carga_horaria_maxima)} h</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
};
