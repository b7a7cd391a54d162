import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { GUIDANCE_CLAMP_LINES, GUIDANCE_EXPAND_THRESHOLD, type Orientation } from '@portal/contracts';

/**
 * A guidance card: banner, title, the description clamped to 6 lines (docs/spec/09-constants.md#text-display) and
 * 'Acessar', which opens the access link in a new tab. Only texts over 230 characters expand
 * on hover or keyboard focus; the full text is always in the page for screen readers.
 */
export const GuidanceCard = ({ card }: { card: Orientation }) => {
  const titleId = useId();
  const [bannerFailed, setBannerFailed] = useState(false);
  const expandable = card.description.length > GUIDANCE_EXPAND_THRESHOLD;
  const banner = card.banner_path && !bannerFailed ? card.banner_path : null;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-expandable={expandable || undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        transition: (theme) => theme.transitions.create(['box-shadow', 'border-color']),
        '&:hover, &:focus-within': { boxShadow: 4, borderColor: 'primary.main' },
        ...(expandable
          ? { '&:hover .guidance-text, &:focus-within .guidance-text': { WebkitLineClamp: 'unset' } }
          : {}),
      }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {banner ? (
          <Box
            component="img"
            src={banner}
            alt=""
            loading="lazy"
            onError={() => setBannerFailed(true)}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <SchoolOutlined aria-hidden sx={{ fontSize: 56, color: 'primary.main', opacity: 0.5 }} />
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'grid', alignContent: 'start', gap: 1 }}>
        <Typography
          id={titleId}
          variant="h6"
          component="h2"
          sx={{ fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.35, minHeight: '2.7em' }}
        >
          {card.title}
        </Typography>
        <Typography
          className="guidance-text"
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: GUIDANCE_CLAMP_LINES,
            overflow: 'hidden',
            whiteSpace: 'pre-line',
            // Six lines tall even when shorter, so the cards of a row line up.
            minHeight: `${GUIDANCE_CLAMP_LINES * 1.43}em`,
          }}
        >
          {card.description}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          variant="contained"
          component="a"
          href={card.access_link}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNewRounded aria-hidden />}
          aria-label={`Acessar ${card.title} (abre em nova aba)`}
        >
          Acessar
        </Button>
      </CardActions>
    </Card>
  );
};
