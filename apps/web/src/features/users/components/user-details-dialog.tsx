import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { User } from '@portal/contracts';
import { DetailItem, DetailsDialog, DetailsSection } from '../../../components/dialog/details-dialog';
import { formatDateTime } from '../../../lib/format';
import { userQueryOptions } from '../api/user-query';
import { ActiveChip, roleLabel } from './users-table';

interface UserDetailsDialogProps {
  open: boolean;
  onClose: () => void;
  user: User | null;
}

/** A user's data and companies, read fresh from `GET /api/users/:id`. */
export const UserDetailsDialog = ({ open, onClose, user }: UserDetailsDialogProps) => {
  const query = useQuery({
    ...userQueryOptions(user?.id ?? 0),
    enabled: open && Boolean(user),
    placeholderData: user ?? undefined,
  });
  const data = query.data ?? user;
  return (
    <DetailsDialog open={open} onClose={onClose} title="Detalhes do usuário" subtitle={data?.name} loading={!data}>
      {data ? (
        <>
          <DetailsSection title="Usuário">
            <DetailItem label="Nome">{data.name}</DetailItem>
            <DetailItem label="E-mail">{data.email}</DetailItem>
            <DetailItem label="Função">{roleLabel(data.role_id)}</DetailItem>
            <DetailItem label="Ativo">
              <ActiveChip user={data} />
            </DetailItem>
            {data.student ? (
              <>
                <DetailItem label="RA">{data.student.ra}</DetailItem>
                <DetailItem label="Curso">{data.student.course?.name ?? 'Curso não informado'}</DetailItem>
                <DetailItem label="Pessoa com deficiência">{data.student.disability ? 'Sim' : 'Não'}</DetailItem>
              </>
            ) : null}
            <DetailItem label="Cadastrado em">{formatDateTime(data.created_at)}</DetailItem>
            <DetailItem label="Atualizado em">{formatDateTime(data.updated_at)}</DetailItem>
          </DetailsSection>
          {data.student ? null : (
            <DetailsSection title="Empresas">
              <DetailItem label={data.companies.length === 1 ? '1 empresa' : `${data.companies.length} empresas`}>
                {data.companies.length > 0 ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                    {data.companies.map((c) => (
                      <Chip key={c.id} label={c.name} size="small" variant="outlined" />
                    ))}
                    <Chip
                      label="Ver empresas"
                      size="small"
                      color="primary"
                      clickable
                      component={RouterLink}
                      to={`/empresas?user_id=${data.id}`}
                    />
                  </Box>
                ) : (
                  'Nenhuma empresa cadastrada'
                )}
              </DetailItem>
            </DetailsSection>
          )}
        </>
      ) : null}
    </DetailsDialog>
  );
};
