import type { Theme } from '@mui/material/styles';

/**
 * The look of every card on the board, given once to the board's root: the cards are plain
 * elements with these class names, not MUI components, so 120 cards cost no style computation
 * each (docs/decisions/011-hiring-pipeline.md, first paint). The values are those of the MUI
 * components they replace (outlined Paper, subtitle2 and caption text, small IconButton).
 */
export const boardCardSx = (theme: Theme) => {
  const text = (variant: 'subtitle2' | 'caption') => {
    const { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing } = theme.typography[variant];
    return { fontFamily, fontSize, fontWeight, lineHeight, letterSpacing };
  };
  return {
    '& .pb-card': {
      position: 'relative',
      display: 'grid',
      gap: '4px',
      p: 1,
      border: `1px solid ${theme.palette.divider}`,
      borderRadius: `${theme.shape.borderRadius}px`,
      bgcolor: 'background.paper',
      color: 'text.primary',
      cursor: 'grab',
      touchAction: 'none',
    },
    '& .pb-card[data-locked="true"]': { cursor: 'default' },
    '& .pb-row': { display: 'flex', alignItems: 'flex-start', gap: '4px' },
    '& .pb-check': {
      flexShrink: 0,
      width: 18,
      height: 18,
      m: '6px',
      accentColor: theme.palette.primary.main,
      cursor: 'pointer',
    },
    '& .pb-check:disabled': { cursor: 'default' },
    '& .pb-handle': { flex: 1, minWidth: 0, borderRadius: `${theme.shape.borderRadius}px` },
    '& .pb-name': { ...text('subtitle2'), m: 0, overflowWrap: 'anywhere' },
    '& .pb-meta': { ...text('caption'), m: 0, color: 'text.secondary' },
    '& .pb-interview': { ...text('caption'), m: 0 },
    '& .pb-actions': { display: 'flex', gap: '4px' },
    '& .pb-icon': {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      p: 0,
      border: 0,
      borderRadius: '50%',
      bgcolor: 'transparent',
      color: 'primary.main',
      cursor: 'pointer',
      '&:hover': { bgcolor: 'action.hover' },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '& .pb-menu-button': { color: 'action.active' },
    '& .pb-link': { ...text('caption'), alignSelf: 'center', ml: 'auto', color: 'primary.main', fontWeight: 600 },
    '& .pb-actions:has(.pb-link)': { flexWrap: 'wrap' },
  } as const;
};
