import { useQuery } from '@tanstack/react-query';
import { DetailItem, DetailsSection } from '../../../components/dialog/details-dialog';
import { companyAgreementsQueryOptions } from '../api/company-agreements-query';

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The company's convênios for internships (Lei 11.788/2008 art. 8), in its details. */
export const CompanyAgreements = ({ companyId }: { companyId: number }) => {
  const query = useQuery(companyAgreementsQueryOptions(companyId));
  const rows = query.data?.data ?? [];
  return (
    <DetailsSection title="Convênios de estágio">
      {query.isPending ? (
        <DetailItem label="Convênios">Carregando…</DetailItem>
      ) : rows.length === 0 ? (
        <DetailItem label="Convênios">Nenhum convênio cadastrado</DetailItem>
      ) : (
        rows.map((a) => (
          <DetailItem key={a.id} label={`Convênio nº ${a.number}`}>
            {day(a.starts_on)} a {day(a.ends_on)}
            {a.integration_agent ? `, por ${a.integration_agent.name}` : ''}
          </DetailItem>
        ))
      )}
    </DetailsSection>
  );
};
