import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { breakLines, type Company } from '@portal/contracts';
import { DetailItem, DetailsDialog, DetailsSection } from '../../../components/dialog/details-dialog';
import { identifierLabel, identifierValue } from './company-identifier';
import { CompanyAgreements } from './company-agreements';
import { standaloneLinkSx } from '../../../components/accessibility/target-size';

interface CompanyDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  company: Company | null;
  onShowJobs: (company: Company) => void;
}

/** An external link for a site typed without its scheme. */
const siteHref = (site: string): string => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

const Banner = ({ company }: { company: Company }) => (
  <Box sx={{ position: 'relative', mb: 5 }}>
    <Box
      sx={{
        height: { xs: 96, sm: 140 },
        borderRadius: 2,
        bgcolor: 'primary.main',
        backgroundImage: company.cover_image
          ? `url("${company.cover_image}")`
          : 'linear-gradient(135deg, rgba(255,255,255,0.18), rgba(0,0,0,0.12))',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
      role={company.cover_image ? 'img' : undefined}
      aria-label={company.cover_image ? `Imagem de capa de ${company.name}` : undefined}
    />
    <Avatar
      src={company.logo_image ?? undefined}
      alt={company.logo_image ? `Logo de ${company.name}` : ''}
      variant="rounded"
      sx={{
        position: 'absolute',
        left: 16,
        bottom: -32,
        width: 72,
        height: 72,
        border: 3,
        borderColor: 'background.paper',
        bgcolor: 'secondary.main',
        fontSize: '1.75rem',
        fontWeight: 700,
      }}
    >
      {company.name.charAt(0).toUpperCase()}
    </Avatar>
  </Box>
);

/** Company details; 'about' broken into lines of 50 characters (docs/spec/09-constants.md#text-display). */
export const CompanyDetailsDialog = ({ open, onClose, company, onShowJobs }: CompanyDetailsDialogProps) => (
  <DetailsDialog
    open={open}
    onClose={onClose}
    title="Detalhes da empresa"
    subtitle={company?.name}
    media={company ? <Banner company={company} /> : null}
    actions={company ? <Button onClick={() => onShowJobs(company)}>Ver vagas</Button> : null}
  >
    {company ? (
      <>
        <DetailsSection title="Empresa">
          <DetailItem label="Nome Fantasia">{company.name}</DetailItem>
          <DetailItem label={identifierLabel(company)}>{identifierValue(company)}</DetailItem>
          <DetailItem label="Área de atuação">{company.area}</DetailItem>
          <DetailItem label="Site">
            {company.site ? (
              <Link href={siteHref(company.site)} target="_blank" rel="noopener noreferrer" sx={standaloneLinkSx}>
                {company.site}
              </Link>
            ) : null}
          </DetailItem>
          <DetailItem label="E-mail para currículos">{company.email_curriculum}</DetailItem>
          <DetailItem label="Funcionários">{company.employees_number.toLocaleString('pt-BR')}</DetailItem>
          <DetailItem label="Vagas">{company.jobs_count}</DetailItem>
        </DetailsSection>
        <DetailsSection title="Sobre">
          <DetailItem label="Sobre a empresa" wide>
            <Box component="span" sx={{ display: 'block', fontFamily: 'inherit' }}>
              {breakLines(company.about).map((line, i) => (
                <Box component="span" key={i} sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))}
            </Box>
          </DetailItem>
        </DetailsSection>
        <DetailsSection title="Representante">
          <DetailItem label="Nome">{company.user.name}</DetailItem>
          <DetailItem label="E-mail">{company.user.email}</DetailItem>
          <DetailItem label="Ativo">{company.user.is_active ? 'Sim' : 'Não'}</DetailItem>
        </DetailsSection>
        <CompanyAgreements companyId={company.id} />
      </>
    ) : null}
  </DetailsDialog>
);
