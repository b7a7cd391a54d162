import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { CAROUSEL_STEP_PX } from '@portal/contracts';

interface JobCarouselProps {
  title: string;
  headingId: string;
  children: ReactNode;
}

/**
 * A horizontal strip of cards that the arrow buttons scroll 500 px left or right (docs/spec/09-constants.md#layout).
 * It also scrolls by touch, trackpad and Tab (each card's buttons are focusable).
 */
export const JobCarousel = ({ title, headingId, children }: JobCarouselProps) => {
  const track = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    measure();
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children]);

  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * CAROUSEL_STEP_PX, behavior: 'smooth' });

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton
          aria-label="Rolar para a esquerda"
          title="Anteriores"
          onClick={() => scroll(-1)}
          disabled={edges.start}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronLeftRounded />
        </IconButton>
        <IconButton
          aria-label="Rolar para a direita"
          title="Próximas"
          onClick={() => scroll(1)}
          disabled={edges.end}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <ChevronRightRounded />
        </IconButton>
      </Box>
      <Box
        ref={track}
        role="list"
        aria-labelledby={headingId}
        onScroll={measure}
        data-testid="job-carousel"
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '85%', sm: '336px' },
          gap: 2,
          overflowX: 'auto',
          pb: 1.5,
          px: 0.5,
          pt: 0.5,
          scrollbarWidth: 'thin',
        }}
      >
        {children}
      </Box>
    </Box>
  );
};
