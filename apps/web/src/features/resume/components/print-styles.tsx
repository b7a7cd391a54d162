import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The printed public resume: an A4 sheet with the portal's header, footer, menus and buttons
 * left out, and the cards flattened into plain sections.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '14mm 12mm' },
      '@media print': {
        'header, footer, .no-print': { display: 'none !important' },
        '#conteudo': { padding: '0 !important', maxWidth: 'none !important' },
        '.resume-sheet, .resume-sheet .MuiPaper-root': {
          border: 'none !important',
          boxShadow: 'none !important',
          background: 'transparent !important',
        },
        '.resume-sheet .MuiPaper-root': { padding: '0 !important' },
        a: { color: 'inherit !important', textDecoration: 'none !important' },
        // The dark theme's `color-scheme: dark` would paint the page margins dark.
        html: { colorScheme: 'light !important', backgroundColor: '#fff !important' },
        body: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        'h2, h3, h4': { breakAfter: 'avoid' },
      },
    }}
  />
);
