import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../../../components/page-heading';
import { SignupGuide } from '../components/signup-guide';
import { SignupSuccess } from '../components/signup-success';
import { SignupWizard, type SignupDone } from '../components/signup-wizard';

/** `/signup`: a company registers itself, representative first, then the company (docs/spec/02-screens.md#sign-up). */
export const SignupPage = () => {
  const [done, setDone] = useState<SignupDone | null>(null);
  if (done) return <SignupSuccess {...done} />;
  return (
    <Box>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
        Empresas parceiras
      </Typography>
      <PageHeading>Cadastre sua empresa</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: { xs: 3, md: 4 }, maxWidth: 680 }}>
        Divulgue vagas de estágio e emprego para estudantes e egressos da universidade. O cadastro leva poucos minutos.
      </Typography>
      {/* The guide sits beside the wizard while the wizard keeps 30rem; with enlarged text it goes
          below, so no field label is cut (WCAG 1.4.4). */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: { xs: 3, md: 4 },
          alignItems: 'start',
          '& > :first-of-type': { flex: '999 1 30rem', minWidth: 0 },
          '& > :last-of-type': { flex: '1 1 18.75rem', minWidth: 0 },
        }}
      >
        <SignupWizard onDone={setDone} />
        <SignupGuide />
      </Box>
    </Box>
  );
};
