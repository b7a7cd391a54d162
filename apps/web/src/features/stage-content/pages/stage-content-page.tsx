import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { stageMessages } from '@portal/contracts';
import { DeleteDialog } from '../../../components/dialog/delete-dialog';
import { ListPageHeader } from '../../../components/list-page-header';
import { RetryAlert } from '../../../components/retry-alert';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useCreateItem } from '../api/create-item';
import { useDeleteItem } from '../api/delete-item';
import { stageContentQueryOptions } from '../api/stage-content-query';
import { useUpdateActivity } from '../api/update-activity';
import { useUpdateItem } from '../api/update-item';
import { ActivityContent, type ContentAction } from '../components/activity-content';
import { ContentFormDialog } from '../components/content-form-dialog';

/** 'Conteúdo do palco' (admin, `/palco/conteudo`): what the students' 'Palco profissional' shows. */
export const StageContentPage = () => {
  const query = useQuery(stageContentQueryOptions);
  const updateActivity = useUpdateActivity();
  const createItem = useCreateItem();
  const updateItem = useUpdateItem();
  const deleteItem = useDeleteItem();
  const [action, setAction] = useState<{ value: ContentAction; open: boolean; key: number } | null>(null);
  const open = (value: ContentAction) => setAction((a) => ({ value, open: true, key: (a?.key ?? 0) + 1 }));
  const close = () => setAction((a) => (a ? { ...a, open: false } : a));
  const current = action?.value;

  const form = (() => {
    if (!current || current.kind === 'delete-item') return null;
    if (current.kind === 'activity')
      return {
        title: 'Editar atividade',
        subtitle: current.activity.title,
        initial: { title: current.activity.title, description: current.activity.description },
        submitLabel: 'Salvar alterações',
        onSave: async (body: { title: string; description: string }) => {
          await updateActivity.mutateAsync({ id: current.activity.id, body });
          toast.success(stageMessages.activityUpdated);
        },
      };
    if (current.kind === 'add-item')
      return {
        title: 'Adicionar item',
        subtitle: current.activity.title,
        initial: { title: '', description: '' },
        submitLabel: 'Cadastrar',
        onSave: async (body: { title: string; description: string }) => {
          await createItem.mutateAsync({ activityId: current.activity.id, body });
          toast.success(stageMessages.itemCreated);
        },
      };
    return {
      title: 'Editar item',
      subtitle: current.activity.title,
      initial: { title: current.item.title, description: current.item.description },
      submitLabel: 'Salvar alterações',
      onSave: async (body: { title: string; description: string }) => {
        await updateItem.mutateAsync({ id: current.item.id, body });
        toast.success(stageMessages.itemUpdated);
      },
    };
  })();

  return (
    <>
      <ListPageHeader
        title="Conteúdo do palco"
        description="O que os alunos veem no palco profissional: a descrição de cada atividade e os itens da sua lista de verificação."
      />
      {query.isPending ? (
        <Box role="status" aria-label="Carregando atividades" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      ) : query.isError ? (
        <RetryAlert onRetry={() => void query.refetch()}>{errorMessage(query.error)}</RetryAlert>
      ) : query.data.data.length === 0 ? (
        <Typography color="text.secondary">Nenhuma atividade cadastrada.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {query.data.data.map((a) => (
            <ActivityContent key={a.id} activity={a} onAction={open} />
          ))}
        </Box>
      )}
      {form ? <ContentFormDialog key={action?.key} open={Boolean(action?.open)} onClose={close} {...form} /> : null}
      <DeleteDialog
        open={Boolean(action?.open) && current?.kind === 'delete-item'}
        onClose={close}
        title="Excluir item?"
        mutation={deleteItem}
        target={current?.kind === 'delete-item' ? current.item.id : null}
        success={stageMessages.itemDeleted}
        failure={stageMessages.itemDeleteFailed}
      >
        {current?.kind === 'delete-item'
          ? `O item "${current.item.title}" deixa de aparecer na lista de verificação de ${current.activity.title}.`
          : ''}
      </DeleteDialog>
    </>
  );
};
