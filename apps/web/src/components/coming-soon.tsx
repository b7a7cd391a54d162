import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { messages } from '@portal/contracts';
import { PageHeading } from './page-heading';

interface ComingSoonProps {
  /** The screen's name, shown as its heading (e.g. 'Usuários'). */
  title: string;
  /** 'h2' when the placeholder is a section of a page that already has its h1. */
  headingLevel?: 'h1' | 'h2';
  children?: ReactNode;
}

/** Placeholder for a screen or section that a later issue delivers: 'Em breve estará disponível'. */
export const ComingSoon = ({ title, headingLevel = 'h1', children }: ComingSoonProps) => {
  const headingId = useId();
  return (
  <Box component="section" aria-labelledby={headingId}>
    {headingLevel === 'h1' ? (
      <PageHeading id={headingId}>{title}</PageHeading>
    ) : (
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
    )}
    {children}
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, textAlign: 'center', borderStyle: 'dashed' }}
    >
      <ConstructionOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p">
        {messages.placeholders.comingSoon}
      </Typography>
    </Paper>
  </Box>
  );
};
