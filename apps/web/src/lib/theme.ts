import { createTheme, type Theme } from '@mui/material/styles';
import type { ColorMode } from './color-mode';

const FONT_STACK = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** University palette: deep academic blue with a warm gold accent; AA contrast in both modes. */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: '#0b3d91', light: '#3f67b8', dark: '#062a66', contrastText: '#ffffff' },
    secondary: { main: '#975a16', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: '#172033', secondary: '#4a5568' },
    divider: 'rgba(23, 32, 51, 0.12)',
  },
  dark: {
    mode: 'dark',
    primary: { main: '#8fb4ff', light: '#b9d0ff', dark: '#5a8de6', contrastText: '#0a1530' },
    secondary: { main: '#f5c451', contrastText: '#1d1400' },
    // MUI's dark red turns a hovered 'Excluir' button to 3.9:1 under its dark text; these keep 4.5:1 or more.
    error: { main: '#f28b82', light: '#f6aea9', dark: '#ee675c', contrastText: '#1d0000' },
    background: { default: '#0d1320', paper: '#151d2e' },
    text: { primary: '#e6ebf5', secondary: '#a9b4c8' },
    divider: 'rgba(230, 235, 245, 0.12)',
  },
  // Black, white and yellow: every text and control at 7:1 or more (WCAG 1.4.6), borders drawn.
  'high-contrast': {
    mode: 'dark',
    primary: { main: '#ffff00', light: '#ffff8d', dark: '#ffea00', contrastText: '#000000' },
    secondary: { main: '#00ffff', contrastText: '#000000' },
    error: { main: '#ff8a80', contrastText: '#000000' },
    warning: { main: '#ffd180', contrastText: '#000000' },
    success: { main: '#b9f6ca', contrastText: '#000000' },
    info: { main: '#80d8ff', contrastText: '#000000' },
    background: { default: '#000000', paper: '#000000' },
    text: { primary: '#ffffff', secondary: '#ffffff', disabled: '#bdbdbd' },
    divider: 'rgba(255, 255, 255, 0.7)',
  },
} as const;

export const createAppTheme = (mode: ColorMode): Theme => {
  const palette = palettes[mode];
  return createTheme({
    // WCAG AA: text on a coloured fill (e.g. a contained 'error' button in dark mode) switches to
    // dark text when white would stay under 4.5:1 (MUI's default threshold is 3).
    palette: { ...palette, contrastThreshold: 4.5 },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: FONT_STACK,
      h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.375rem', fontWeight: 700 },
      h3: { fontSize: '1.5rem', fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
          // What the focus scrolls into view stops below the sticky app bar (64 px; WCAG 2.4.11).
          html: { scrollPaddingTop: 72, scrollPaddingBottom: 8 },
          '@media print': {
            body: { backgroundColor: '#fff' },
            '.MuiButtonBase-root, .MuiButton-root, .no-print': { display: 'none !important' },
          },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              transitionDuration: '0.01ms !important',
              animationDuration: '0.01ms !important',
            },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 } },
        },
      },
      MuiLink: { defaultProps: { underline: mode === 'high-contrast' ? 'always' : 'hover' } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none', ...(mode === 'high-contrast' && { border: '1px solid #ffffff' }) },
        },
      },
    },
  });
};
