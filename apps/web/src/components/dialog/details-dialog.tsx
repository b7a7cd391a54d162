import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AppDialog } from './app-dialog';

interface DetailsDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shows skeleton lines instead of the sections. */
  loading?: boolean;
  children: ReactNode;
  /** Buttons before 'Fechar'. */
  actions?: ReactNode;
  /** Optional header art (e.g. a company cover). */
  media?: ReactNode;
}

/** Read-only record view: sections of label/value pairs, a 'Fechar' button. */
export const DetailsDialog = ({
  open,
  onClose,
  title,
  subtitle,
  loading = false,
  children,
  actions,
  media,
}: DetailsDialogProps) => (
  <AppDialog
    open={open}
    onClose={onClose}
    title={title}
    subtitle={subtitle}
    maxWidth="md"
    actions={
      <>
        {actions}
        <Button variant="contained" onClick={onClose}>
          Fechar
        </Button>
      </>
    }
  >
    {media}
    {loading ? (
      <Box role="status" aria-label="Carregando" sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={28} width={`${90 - i * 8}%`} />
        ))}
      </Box>
    ) : (
      <Box sx={{ display: 'grid', gap: 3 }}>{children}</Box>
    )}
  </AppDialog>
);

/**
 * A titled group of fields inside DetailsDialog. `children` are DetailItems (the `<dl>` holds only
 * dt/dd pairs); anything else, e.g. a logo and name, goes in `header`, above the list.
 */
export const DetailsSection = ({
  title,
  header,
  children,
}: {
  title: string;
  header?: ReactNode;
  children: ReactNode;
}) => (
  <Box component="section" aria-label={title}>
    <Typography
      variant="overline"
      component="h3"
      sx={{ display: 'block', color: 'primary.main', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6, mb: 1 }}
    >
      {title}
    </Typography>
    {header}
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      {children}
    </Box>
  </Box>
);

/** One label/value pair of a DetailsSection; an empty value shows 'Não informado'. */
export const DetailItem = ({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) => {
  const empty = children === null || children === undefined || children === '';
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 }, ...(wide ? { gridColumn: '1 / -1' } : {}) }}
      >
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{
          m: 0,
          overflowWrap: 'anywhere',
          color: empty ? 'text.secondary' : 'text.primary',
          fontStyle: empty ? 'italic' : undefined,
          ...(wide ? { gridColumn: '1 / -1' } : {}),
        }}
      >
        {empty ? 'Não informado' : children}
      </Typography>
    </>
  );
};
