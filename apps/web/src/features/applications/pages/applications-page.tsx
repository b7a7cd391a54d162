import { ListPageHeader } from '../../../components/list-page-header';
import { useSession } from '../../../lib/session';
import { ApplicationsList } from '../components/applications-list';
import { BackButton } from '../components/back-button';

/** `/candidaturas` (admin and representatives): every application they may see, with its job. */
export const ApplicationsPage = () => {
  const admin = useSession()?.role === 'admin';
  return (
    <>
      <BackButton fallback="/vagas" />
      <ListPageHeader
        title="Candidaturas"
        description={admin ? 'Candidaturas às vagas de todas as empresas.' : 'Candidaturas às vagas das suas empresas.'}
      />
      <ApplicationsList />
    </>
  );
};
