import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

const FADE = 32;

/**
 * The board's columns in their own horizontal scroller: six columns are wider than the page beside
 * the side menu. It takes the focus (the arrow keys scroll it), keeps its scrollbar visible, and
 * fades the side where more columns hide.
 */
export const BoardScroller = ({ children }: { children: ReactNode }) => {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () =>
      setMore((prev) => {
        const left = el.scrollLeft > 1;
        const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
        return prev.left === left && prev.right === right ? prev : { left, right };
      });
    // No first call here: reading the sizes in the effect forced a layout of the whole board before
    // its first paint (80 ms on a trace); the observer's first report comes after the browser's own.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);

  const fade = (side: 'left' | 'right') => ({
    content: '""',
    position: 'absolute',
    top: 0,
    bottom: 12,
    [side]: 0,
    width: FADE,
    pointerEvents: 'none',
    opacity: more[side] ? 1 : 0,
    transition: 'opacity 150ms',
    background: (theme: { palette: { background: { default: string } } }) =>
      `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${theme.palette.background.default}, transparent)`,
  });

  return (
    <Box sx={{ position: 'relative', minWidth: 0, '&::before': fade('left'), '&::after': fade('right') }}>
      <Box
        ref={ref}
        role="region"
        aria-label="Etapas do quadro"
        tabIndex={0}
        data-testid="board-scroller"
        data-more-left={more.left}
        data-more-right={more.right}
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1.5,
          alignItems: 'flex-start',
          scrollbarWidth: 'auto',
          scrollbarColor: (theme) => `${theme.palette.text.disabled} ${theme.palette.action.hover}`,
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
};
