import Link from '@mui/material/Link';

/** 'Pular para o conteúdo': first tab stop, visible only when focused. */
export const SkipLink = () => (
  <Link
    href="#conteudo"
    className="no-print"
    sx={{
      position: 'fixed',
      left: 16,
      top: -64,
      zIndex: (theme) => theme.zIndex.tooltip + 1,
      px: 2,
      py: 1,
      borderRadius: 1,
      bgcolor: 'primary.main',
      color: 'primary.contrastText',
      fontWeight: 700,
      '&:focus': { top: 12 },
    }}
  >
    Pular para o conteúdo
  </Link>
);
