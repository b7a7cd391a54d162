import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { capitalizeName, internshipMessages, type SigningParty } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { internshipQueryOptions } from '../api/internships-api';
import { InternshipView } from '../components/internship-view';

/** `/estagios/:id` (office and company): one TCE with its timeline and actions. */
export const InternshipPage = () => {
  const id = Number(useParams()['id']) || 0;
  const session = useSession();
  const party: SigningParty = session?.role === 'admin' ? 'institution' : 'company';
  const query = useQuery({ ...internshipQueryOptions(id), enabled: id > 0 });
  return (
    <>
      <ListPageHeader
        title="Termo de compromisso de estágio"
        description={
          query.data ? `${capitalizeName(query.data.student.name)} na ${query.data.company.name}` : undefined
        }
      />
      {id === 0 || (isApiError(query.error) && query.error.status === 404) ? (
        <Alert severity="warning">{internshipMessages.notFound}</Alert>
      ) : query.error ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : query.data ? (
        <InternshipView t={query.data} party={party} staff />
      ) : (
        <Skeleton variant="rounded" height={320} aria-label="Carregando termo" />
      )}
    </>
  );
};
