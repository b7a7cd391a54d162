import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { internshipMessages } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { applicationQueryOptions, companyOptionsQueryOptions, useCreateInternship } from '../api/internships-api';
import { emptyForm, InternshipForm, toBody, type FieldErrors } from '../components/internship-form';
import { fieldErrorsOf } from '../components/internship-draft';

/** `/estagios/novo[?candidatura=id]`: the TCE form, pre-filled from a hired card of the board. */
export const InternshipNewPage = () => {
  const [search] = useSearchParams();
  const applicationId = Number(search.get('candidatura')) || null;
  const navigate = useNavigate();
  const create = useCreateInternship();
  const [errors, setErrors] = useState<FieldErrors>({});
  const application = useQuery({ ...applicationQueryOptions(applicationId ?? 0), enabled: applicationId !== null });
  const companies = useQuery({ ...companyOptionsQueryOptions(), enabled: applicationId === null });
  const a = application.data;
  const fromApplication = a ? (
    <Typography sx={{ gridColumn: '1 / -1' }}>
      Estagiário(a): <strong>{a.student.user.name}</strong> (RA {a.ra}), contratado(a) para {a.job.title} na{' '}
      <strong>{a.job.company.name}</strong>.
    </Typography>
  ) : null;
  const ready = applicationId ? Boolean(a) : Boolean(companies.data);
  return (
    <>
      <ListPageHeader
        title="Novo termo de compromisso de estágio"
        description="Os limites da Lei 11.788/2008 aparecem ao lado de cada campo; o termo começa como rascunho."
      />
      {application.error || companies.error ? (
        <Alert severity="error">{errorMessage(application.error ?? companies.error)}</Alert>
      ) : null}
      {!ready && !application.error && !companies.error ? (
        <Skeleton variant="rounded" height={400} aria-label="Carregando formulário" />
      ) : null}
      {ready ? (
        <InternshipForm
          initial={emptyForm({
            companies_id: companies.data?.data.length === 1 ? String(companies.data.data[0]!.id) : '',
          })}
          fromApplication={fromApplication}
          companies={companies.data?.data ?? []}
          errors={errors}
          busy={create.isPending}
          onSubmit={(v) => {
            setErrors({});
            create.mutate(toBody(v, applicationId), {
              onSuccess: (t) => {
                toast.success(internshipMessages.created);
                void navigate(`/estagios/${t.id}`);
              },
              onError: (err) => setErrors(fieldErrorsOf(err, applicationId !== null)),
            });
          }}
        />
      ) : null}
    </>
  );
};
