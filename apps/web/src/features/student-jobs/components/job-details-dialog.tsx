import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import type { StudentJob } from '@portal/contracts';
import { DetailItem, DetailsDialog, DetailsSection } from '../../../components/dialog/details-dialog';
import { closingDateLabel, formatMoney } from '../../../lib/format';
import { CompanyLogo } from './company-logo';
import { AppliedBadge } from './job-card';
import type { JobCardHandlers, JobCardState } from './job-card-actions';
import { jobPlace } from './job-place';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';

interface JobDetailsDialogProps {
  job: StudentJob | null;
  onClose: () => void;
  state: JobCardState;
  handlers: Omit<JobCardHandlers, 'onDetails'>;
}

const siteHref = (site: string): string => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

const LongText = ({ children }: { children: string | null }) =>
  children ? (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
      {children}
    </Box>
  ) : null;

const applicationsLabel = (count: number): string =>
  count === 1 ? '1 candidatura' : `${count.toLocaleString('pt-BR')} candidaturas`;

/**
 * 'Detalhes da vaga' (docs/spec/02-screens.md#student-home): title, work mode, company, location, employment type,
 * initial remuneration, number of applications, description, experience level, requirements,
 * tasks, additional info and a company section; apply or withdraw and bookmark from here too.
 */
export const JobDetailsDialog = ({ job: current, onClose, state, handlers }: JobDetailsDialogProps) => {
  // The last job stays on screen while the dialog fades out.
  const [job, setJob] = useState(current);
  if (current && current !== job) setJob(current);
  return (
    <DetailsDialog
      open={Boolean(current)}
      onClose={onClose}
      title="Detalhes da vaga"
      subtitle={
        job ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {job.title}
            {state.applied ? <AppliedBadge /> : null}
          </Box>
        ) : null
      }
      actions={
        job ? (
          <>
            <Button
              color={state.bookmarked ? 'secondary' : 'inherit'}
              onClick={handlers.onBookmarkToggle}
              loading={state.bookmarkBusy}
              aria-pressed={state.bookmarked}
              startIcon={state.bookmarked ? <BookmarkRounded /> : <BookmarkBorderRounded />}
            >
              {state.bookmarked ? 'Salva em Minhas vagas' : 'Salvar em Minhas vagas'}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button
              variant={state.applied ? 'outlined' : 'contained'}
              color={state.applied ? 'error' : 'primary'}
              onClick={handlers.onApplyToggle}
              loading={state.applyBusy}
            >
              {state.applied ? 'Cancelar candidatura' : 'Candidatar-se'}
            </Button>
          </>
        ) : null
      }
    >
      {job ? (
        <>
          <DetailsSection title="Vaga">
            <DetailItem label="Título">{job.title}</DetailItem>
            <DetailItem label="Modalidade de trabalho">{job.work_mode}</DetailItem>
            <DetailItem label="Empresa">{job.company.name}</DetailItem>
            <DetailItem label="Localização">{jobPlace(job)}</DetailItem>
            {job.closes_at ? <DetailItem label="Prazo">{closingDateLabel(job.closes_at)}</DetailItem> : null}
            <DetailItem label="Tipo de contratação">{job.employment_type ?? job.contract_type?.name}</DetailItem>
            <DetailItem label="Remuneração inicial">{formatMoney(job.remuneration_initial)}</DetailItem>
            <DetailItem label="Candidaturas">{applicationsLabel(job.applications_count)}</DetailItem>
            <DetailItem label="Nível de experiência">{job.experience_level}</DetailItem>
          </DetailsSection>
          <DetailsSection title="Descrição e requisitos">
            <DetailItem label="Descrição" wide>
              <LongText>{job.description}</LongText>
            </DetailItem>
            <DetailItem label="Requisitos" wide>
              <LongText>{job.requirements}</LongText>
            </DetailItem>
            <DetailItem label="Atividades" wide>
              <LongText>{job.assignments}</LongText>
            </DetailItem>
            <DetailItem label="Informações adicionais" wide>
              <LongText>{job.additional_info}</LongText>
            </DetailItem>
          </DetailsSection>
          <DetailsSection
            title="Empresa"
            header={
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
                <CompanyLogo name={job.company.name} src={job.company.logo_image} size={56} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{job.company.name}</Typography>
                  {job.company.area ? (
                    <Typography variant="body2" color="text.secondary">
                      {job.company.area}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            }
          >
            <DetailItem label="Sobre" wide>
              <LongText>{job.company.about}</LongText>
            </DetailItem>
            <DetailItem label="Site">
              {job.company.site ? (
                <Link href={siteHref(job.company.site)} target="_blank" rel="noopener noreferrer" sx={standaloneLinkSx}>
                  {job.company.site}
                </Link>
              ) : null}
            </DetailItem>
            {job.company.employees_number ? (
              <DetailItem label="Funcionários">{job.company.employees_number.toLocaleString('pt-BR')}</DetailItem>
            ) : null}
          </DetailsSection>
        </>
      ) : null}
    </DetailsDialog>
  );
};
