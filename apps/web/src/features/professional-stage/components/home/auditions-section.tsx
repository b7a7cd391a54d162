import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ACTIVITY_VIDEO_CV, stageMessages, type Audition } from '@portal/contracts';
import { PagedTable } from '../../../../components/data-table/paged-table';
import type { DataColumn } from '../../../../components/data-table/types';
import { formatDateTime } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { usePaging } from '../../../../lib/use-paging';
import { auditionsQueryOptions } from '../../api/auditions-query';
import { useTogglePublish } from '../../api/toggle-publish';
import { CodeCell, EmotionCell, PublishSwitch, ScoreCell } from './audition-cells';
import { useAuditionActions } from './audition-row-actions';

interface AuditionsSectionProps {
  title: string;
  activityId: number;
  emptyHint: string;
}

/** One table of the student's submissions for an activity ('Meus Videocurrículos', 'Minhas Entrevistas Simuladas'). */
export const AuditionsSection = ({ title, activityId, emptyHint }: AuditionsSectionProps) => {
  const headingId = useId();
  const { page, setPage } = usePaging('');
  const query = useQuery(auditionsQueryOptions(activityId, page));
  const actions = useAuditionActions();
  const publish = useTogglePublish();
  const videoCv = activityId === ACTIVITY_VIDEO_CV;

  const togglePublish = (a: Audition) =>
    publish.mutate(a.id, {
      onSuccess: () => toast.success(stageMessages.publishUpdated),
      onError: () => toast.error(stageMessages.publishFailed),
    });

  const columns: DataColumn<Audition>[] = [
    { id: 'code', header: 'Código', cell: (a) => <CodeCell code={a.code} /> },
    ...(videoCv
      ? []
      : [{ id: 'job', header: 'Vaga', cell: (a: Audition) => (a.job ? `${a.job.title} · ${a.job.company}` : '—') }]),
    { id: 'date', header: 'Data', cell: (a) => formatDateTime(a.submitted_at ?? a.created_at) },
    { id: 'score', header: 'Nota', cell: (a) => <ScoreCell a={a} />, align: 'center' },
    { id: 'emotion', header: 'Emoção predominante', cell: (a) => <EmotionCell a={a} /> },
    ...(videoCv
      ? [
          {
            id: 'published',
            header: 'Publicado',
            cell: (a: Audition) => (
              <PublishSwitch
                a={a}
                busy={publish.isPending && publish.variables === a.id}
                onToggle={() => togglePublish(a)}
              />
            ),
            align: 'center' as const,
          },
        ]
      : []),
  ];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <PagedTable
        label={title}
        columns={columns}
        rows={query.data?.data}
        rowKey={(a) => a.id}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending && query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage="Nenhuma apresentação encontrada"
        emptyHint={emptyHint}
        page={page}
        lastPage={query.data?.meta.last_page ?? 1}
        onPageChange={setPage}
        actions={actions.buttons}
      />
      {actions.dialogs}
    </Box>
  );
};
