import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { maskCnpj, type Job } from '@portal/contracts';
import { DetailItem, DetailsDialog, DetailsSection } from '../../../components/dialog/details-dialog';
import { closingDateLabel, formatMoney } from '../../../lib/format';
import { jobQueryOptions } from '../../../lib/job-query';
import { JobStatusChip } from './job-status-chip';
import { jobPlace } from './jobs-table';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';

interface JobDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  job: Job | null;
}

const siteHref = (site: string): string => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

const remuneration = (job: Job): string => {
  const from = formatMoney(job.remuneration_initial);
  const to = formatMoney(job.remuneration_final);
  return to && to !== from ? `${from} a ${to}` : from;
};

/** Representative, company (name, CNPJ, site) and job sections (docs/spec/02-screens.md#jobs), from `GET /api/jobs/:id`. */
export const JobDetailsDialog = ({ open, onClose, job }: JobDetailsDialogProps) => {
  const query = useQuery({ ...jobQueryOptions(job?.id ?? 0), enabled: open && Boolean(job) });
  const data: Job | null | undefined = query.data ?? job;
  return (
    <DetailsDialog
      open={open}
      onClose={onClose}
      title="Detalhes da vaga"
      subtitle={data?.title}
      loading={!data}
      actions={
        data ? (
          <Button component={RouterLink} to={`/candidaturas/${data.id}`}>
            Ver candidaturas
          </Button>
        ) : null
      }
    >
      {data ? (
        <>
          <DetailsSection title="Representante">
            <DetailItem label="Nome">{data.company.user.name}</DetailItem>
            <DetailItem label="E-mail">{data.company.user.email}</DetailItem>
          </DetailsSection>
          <DetailsSection title="Empresa">
            <DetailItem label="Nome">{data.company.name}</DetailItem>
            {data.company.cnpj || !data.company.numero_registro ? (
              <DetailItem label="CNPJ">{data.company.cnpj ? maskCnpj(data.company.cnpj) : ''}</DetailItem>
            ) : (
              <DetailItem label="Registro Profissional">{data.company.numero_registro}</DetailItem>
            )}
            <DetailItem label="Site">
              {data.company.site ? (
                <Link
                  href={siteHref(data.company.site)}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={standaloneLinkSx}
                >
                  {data.company.site}
                </Link>
              ) : null}
            </DetailItem>
          </DetailsSection>
          <DetailsSection title="Vaga">
            <DetailItem label="Status">
              <JobStatusChip status={data.status} />
            </DetailItem>
            <DetailItem label="Título">{data.title}</DetailItem>
            <DetailItem label="Local">{jobPlace(data)}</DetailItem>
            <DetailItem label="Área de conhecimento">{data.area}</DetailItem>
            <DetailItem label="Tipo de contrato">{data.contract_type?.name}</DetailItem>
            <DetailItem label="Remuneração">{remuneration(data)}</DetailItem>
            <DetailItem label="Candidaturas">{data.applications_count}</DetailItem>
            {data.closes_at ? <DetailItem label="Prazo">{closingDateLabel(data.closes_at)}</DetailItem> : null}
            <DetailItem label="Descrição" wide>
              <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                {data.description}
              </Box>
            </DetailItem>
          </DetailsSection>
        </>
      ) : null}
    </DetailsDialog>
  );
};
