import Typography from '@mui/material/Typography';
import { capitalizeName } from '@portal/contracts';
import { ComingSoon } from '../../../components/coming-soon';
import { PageHeading } from '../../../components/page-heading';
import { useSession } from '../../../lib/session';

/** Student home (`/`): greeting with the capitalised name; the job search arrives in issue 4. */
export const StudentHomePage = () => {
  const session = useSession();
  const name = capitalizeName(session?.name ?? '');
  return (
    <>
      <PageHeading>{name ? `Olá, ${name}` : 'Olá'}</PageHeading>
      <Typography color="text.secondary" sx={{ mt: -2, mb: 4 }}>
        Encontre vagas de estágio e emprego das empresas parceiras da universidade.
      </Typography>
      <ComingSoon title="Buscar vagas" headingLevel="h2" />
    </>
  );
};
