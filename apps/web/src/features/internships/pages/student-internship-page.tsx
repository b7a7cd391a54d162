import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { internshipQueryOptions, internshipsQueryOptions } from '../api/internships-api';
import { InternshipView } from '../components/internship-view';
import { AddToResume } from '../components/add-to-resume';

/** `/meu-estagio` (student): the newest TCE, what waits for the student's signature, the document. */
export const StudentInternshipPage = () => {
  const list = useQuery(internshipsQueryOptions({ page: 1, limit: 20 }));
  const current = list.data?.data.find((t) => t.status !== 'cancelled') ?? list.data?.data[0];
  const detail = useQuery({ ...internshipQueryOptions(current?.id ?? 0), enabled: Boolean(current) });
  return (
    <>
      <ListPageHeader
        title="Meu estágio"
        description="Seu termo de compromisso de estágio, as assinaturas e o documento."
      />
      {list.error ? <RetryAlert onRetry={() => void list.refetch()}>{errorMessage(list.error)}</RetryAlert> : null}
      {list.isPending || (current && detail.isPending) ? (
        <Skeleton variant="rounded" height={320} aria-label="Carregando estágio" />
      ) : null}
      {list.data && !current ? (
        <Alert severity="info">
          Você ainda não tem termo de compromisso de estágio. Ele é criado pela empresa quando você é contratado(a) para
          um estágio.
        </Alert>
      ) : null}
      {detail.data?.status === 'completed' ? <AddToResume internshipId={detail.data.id} /> : null}
      {detail.data ? <InternshipView t={detail.data} party="student" staff={false} /> : null}
      {list.data && list.data.data.length > 1 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Você tem {list.data.data.length} termos; este é o mais recente.
        </Typography>
      ) : null}
    </>
  );
};
