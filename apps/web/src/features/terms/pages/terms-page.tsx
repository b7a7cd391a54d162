import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { termVersionsQueryOptions } from '../api/term-versions-query';
import { TermPanel, type TermType } from '../components/term-panel';

const TABS: ReadonlyArray<{ type: TermType; label: string }> = [
  { type: 'aluno', label: 'Termo do aluno' },
  { type: 'empresa', label: 'Termo da empresa' },
];

/** 'Termos' (admin, `/termos`): edits and versions the students' and companies' terms. */
export const TermsPage = () => {
  const [type, setType] = useState<TermType>('aluno');
  const query = useQuery(termVersionsQueryOptions);
  const versions = (query.data ?? []).filter((v) => v.type === type);
  return (
    <>
      <ListPageHeader
        title="Termos"
        description="Os textos que alunos e empresas aceitam. Cada publicação cria uma nova versão, e os alunos aceitam a nova versão no próximo acesso."
      />
      <Tabs value={type} onChange={(_, v: TermType) => setType(v)} aria-label="Tipo de termo" sx={{ mb: 3 }}>
        {TABS.map((t) => (
          <Tab key={t.type} value={t.type} label={t.label} id={`term-tab-${t.type}`} aria-controls="term-tabpanel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="term-tabpanel" aria-labelledby={`term-tab-${type}`}>
        {query.isPending ? (
          <Box role="status" aria-label="Carregando termos" sx={{ display: 'grid', gap: 1 }}>
            <Skeleton variant="rounded" height={320} />
          </Box>
        ) : query.isError ? (
          <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
        ) : (
          // A new key per type and per newest version: the editor starts from the current text.
          <TermPanel key={`${type}-${versions[0]?.id ?? 0}`} type={type} versions={versions} />
        )}
      </Box>
    </>
  );
};
