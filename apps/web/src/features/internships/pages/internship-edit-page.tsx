import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { capitalizeName, internshipMessages } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { companyOptionsQueryOptions, internshipQueryOptions, useUpdateInternship } from '../api/internships-api';
import { InternshipForm, toBody, type FieldErrors } from '../components/internship-form';
import { fieldErrorsOf, fromInternship } from '../components/internship-draft';

/** `/estagios/:id/editar`: a draft in the TCE form; once sent for signatures its text is fixed. */
export const InternshipEditPage = () => {
  const id = Number(useParams()['id']) || 0;
  const navigate = useNavigate();
  const update = useUpdateInternship();
  const [errors, setErrors] = useState<FieldErrors>({});
  const query = useQuery({ ...internshipQueryOptions(id), enabled: id > 0 });
  const t = query.data;
  const fromApplication = t?.application_id ?? null;
  const companies = useQuery({ ...companyOptionsQueryOptions(), enabled: Boolean(t) && fromApplication === null });
  const back = `/estagios/${id}`;
  const notFound = id === 0 || (isApiError(query.error) && query.error.status === 404);
  const ready = t && (fromApplication !== null || companies.data);
  return (
    <>
      <ListPageHeader
        title="Editar rascunho do termo de compromisso"
        description="Os limites da Lei 11.788/2008 aparecem ao lado de cada campo; o termo continua em rascunho até ser enviado para assinaturas."
      />
      {notFound ? (
        <Alert severity="warning">{internshipMessages.notFound}</Alert>
      ) : query.error || companies.error ? (
        <RetryAlert onRetry={() => void (query.error ? query.refetch() : companies.refetch())}>
          {errorMessage(query.error ?? companies.error)}
        </RetryAlert>
      ) : t && t.status !== 'draft' ? (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={back} color="inherit" size="small">
              Ver termo
            </Button>
          }
        >
          {internshipMessages.notEditable}
        </Alert>
      ) : ready ? (
        <InternshipForm
          initial={fromInternship(t)}
          fromApplication={
            fromApplication === null ? null : (
              <Typography sx={{ gridColumn: '1 / -1' }}>
                Estagiário(a): <strong>{capitalizeName(t.student.name)}</strong> (RA {t.student.ra}), na{' '}
                <strong>{t.company.name}</strong>.
              </Typography>
            )
          }
          companies={companies.data?.data ?? []}
          errors={errors}
          busy={update.isPending}
          submitLabel="Salvar rascunho"
          onSubmit={(v) => {
            setErrors({});
            update.mutate(
              { id, body: toBody(v, fromApplication) },
              {
                onSuccess: () => {
                  toast.success(internshipMessages.updated);
                  void navigate(back);
                },
                onError: (err) => setErrors(fieldErrorsOf(err, fromApplication !== null)),
              },
            );
          }}
        />
      ) : (
        <Skeleton variant="rounded" height={400} aria-label="Carregando formulário" />
      )}
    </>
  );
};
