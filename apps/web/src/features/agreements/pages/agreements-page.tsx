import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddRounded from '@mui/icons-material/AddRounded';
import { agreementMessages, type Agreement } from '@portal/contracts';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { showDeleteError } from '../../../lib/submit-error';
import { toast } from '../../../lib/toast';
import { agreementsQueryOptions, useDeleteAgreement } from '../api/agreements-api';
import { AgreementFormDialog } from '../components/agreement-form-dialog';

const day = (iso: string) => iso.split('-').reverse().join('/');

/** `/convenios`: the office registers convênios; a company reads its own. */
export const AgreementsPage = () => {
  const admin = useSession()?.role === 'admin';
  const [page, setPage] = useState(1);
  const query = useQuery(agreementsQueryOptions(page));
  const remove = useDeleteAgreement();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Agreement | null>(null);
  return (
    <>
      <ListPageHeader
        title="Convênios"
        description="Convênios de estágio entre a instituição de ensino e as empresas (Lei 11.788/2008, art. 8º)."
        action={
          admin ? (
            <Button variant="contained" startIcon={<AddRounded />} onClick={() => setAdding(true)}>
              Novo convênio
            </Button>
          ) : undefined
        }
      />
      {query.error ? <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert> : null}
      {query.isPending ? <Skeleton variant="rounded" height={200} aria-label="Carregando convênios" /> : null}
      {query.data && query.data.data.length === 0 ? <Alert severity="info">{agreementMessages.empty}</Alert> : null}
      {query.data && query.data.data.length > 0 ? (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Convênios">
            <TableHead>
              <TableRow>
                <TableCell>Número</TableCell>
                <TableCell>Empresa</TableCell>
                <TableCell>Vigência</TableCell>
                <TableCell>Agente de integração</TableCell>
                <TableCell>Estágios</TableCell>
                {admin ? <TableCell>Ações</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.number}</TableCell>
                  <TableCell>{a.company_name}</TableCell>
                  <TableCell>
                    {day(a.starts_on)} a {day(a.ends_on)}
                  </TableCell>
                  <TableCell>{a.integration_agent?.name ?? 'Direto com a instituição'}</TableCell>
                  <TableCell>{a.internships_count}</TableCell>
                  {admin ? (
                    <TableCell>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(a)}
                        aria-label={`Excluir convênio ${a.number}`}
                      >
                        Excluir
                      </Button>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {query.data && query.data.meta.last_page > 1 ? (
        <Pagination sx={{ mt: 2 }} page={page} count={query.data.meta.last_page} onChange={(_, p) => setPage(p)} />
      ) : null}
      {adding ? <AgreementFormDialog onClose={() => setAdding(false)} /> : null}
      {deleting ? (
        <Dialog open onClose={() => setDeleting(null)} aria-labelledby="delete-agreement-title">
          <DialogTitle id="delete-agreement-title">Excluir o convênio {deleting.number}?</DialogTitle>
          <DialogContent>Um convênio que ampara estágios não pode ser excluído.</DialogContent>
          <DialogActions>
            <Button onClick={() => setDeleting(null)}>Cancelar</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                const id = deleting.id;
                setDeleting(null);
                remove.mutate(id, {
                  onSuccess: () => toast.success(agreementMessages.deleted),
                  onError: (e) => showDeleteError(e, agreementMessages.inUse),
                });
              }}
            >
              Excluir
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
};
