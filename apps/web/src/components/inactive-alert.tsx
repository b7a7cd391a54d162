import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { profileQueryOptions } from '../lib/profile';

/**
 * Whether the signed-in representative is inactive (docs/spec/04-states.md#user-activity): they may look, but not add,
 * edit or delete. Admins are never blocked; false while the profile loads.
 */
export const useInactiveRepresentative = (): boolean => {
  const { data } = useQuery(profileQueryOptions);
  return data?.role === 'representante_empresa' && !data.is_active;
};

/** The up-front warning an inactive representative sees on Empresas and Vagas. */
export const InactiveAlert = ({ message }: { message: string }) =>
  useInactiveRepresentative() ? (
    <Alert severity="warning" variant="outlined" sx={{ mb: 3 }}>
      <AlertTitle>Cadastro pendente de ativação</AlertTitle>
      <span>{message}</span>
    </Alert>
  ) : null;
