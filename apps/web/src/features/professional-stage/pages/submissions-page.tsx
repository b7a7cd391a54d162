import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import NotesRounded from '@mui/icons-material/NotesRounded';
import { ACTIVITY_INTERVIEW, ACTIVITY_VIDEO_CV, type Audition } from '@portal/contracts';
import { PagedTable } from '../../../components/data-table/paged-table';
import { RowAction } from '../../../components/data-table/row-action';
import type { DataColumn } from '../../../components/data-table/types';
import { SearchField } from '../../../components/form/search-field';
import { SelectField } from '../../../components/form/select-field';
import { ListFilters, ListPageHeader } from '../../../components/list-page-header';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePaging } from '../../../lib/use-paging';
import { submissionsQueryOptions } from '../api/submissions-query';
import { EmotionCell, ScoreCell } from '../components/home/audition-cells';
import { useAuditionActions } from '../components/home/audition-row-actions';
import { RaCell } from '../components/submissions/ra-cell';
import { TranscriptionDialog } from '../components/submissions/transcription-dialog';

const SEARCH_DELAY_MS = 400;
const ACTIVITY_OPTIONS = [
  { value: ACTIVITY_VIDEO_CV, label: 'Videocurrículo' },
  { value: ACTIVITY_INTERVIEW, label: 'Entrevista simulada' },
];

/**
 * 'Submissões' (admin, `/palco/submissoes`): every student's professional-stage submission with
 * RA, student, activity, job, date, score, emotion and published flag; feedback, video and
 * transcription open from the row (docs/decisions/017-career-office-screens.md#submissions).
 */
export const SubmissionsPage = () => {
  const [student, setStudent] = useState('');
  const [ra, setRa] = useState('');
  const [activity, setActivity] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const typed = useDebouncedValue(`${student.trim()}\u0000${ra.trim()}`, SEARCH_DELAY_MS);
  const [studentTerm = '', raTerm = ''] = typed.split('\u0000');
  const filters = { student: studentTerm, ra: raTerm, activityId: activity ? Number(activity) : null, from, to };
  const { page, setPage } = usePaging(JSON.stringify(filters));
  const query = useQuery(submissionsQueryOptions(filters, page));
  const [transcript, setTranscript] = useState<{ a: Audition; open: boolean } | null>(null);
  const actions = useAuditionActions((a) => (
    <RowAction
      label={`Transcrição de ${a.user?.name ?? a.code}`}
      icon={<NotesRounded fontSize="small" />}
      color="primary"
      onClick={() => setTranscript({ a, open: true })}
    />
  ));

  const columns: DataColumn<Audition>[] = [
    { id: 'student', header: 'Aluno', cell: (a) => a.user?.name ?? '—', hideOnCard: true },
    { id: 'ra', header: 'RA', cell: (a) => <RaCell ra={a.user?.ra ?? null} /> },
    { id: 'activity', header: 'Atividade', cell: (a) => a.activity.title },
    { id: 'job', header: 'Vaga', cell: (a) => (a.job ? `${a.job.title} · ${a.job.company}` : '—') },
    { id: 'date', header: 'Enviada em', cell: (a) => formatDateTime(a.submitted_at) },
    { id: 'score', header: 'Nota', cell: (a) => <ScoreCell a={a} />, align: 'center' },
    { id: 'emotion', header: 'Emoção predominante', cell: (a) => <EmotionCell a={a} /> },
    {
      id: 'published',
      header: 'Publicado',
      cell: (a) =>
        a.activity_id === ACTIVITY_VIDEO_CV ? (
          <Chip size="small" variant="outlined" label={a.published ? 'Sim' : 'Não'} />
        ) : (
          '—'
        ),
      align: 'center',
    },
  ];
  const searching = `${student.trim()}\u0000${ra.trim()}` !== typed;

  return (
    <>
      <ListPageHeader
        title="Submissões"
        description="Todas as apresentações enviadas no palco profissional, com a nota, a emoção predominante e o feedback de cada uma."
      />
      <ListFilters>
        <SearchField label="Buscar por aluno" value={student} onChange={setStudent} searching={searching} />
        <TextField
          label="RA"
          value={ra}
          onChange={(e) => setRa(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <SelectField
          label="Atividade"
          value={activity}
          onChange={setActivity}
          options={ACTIVITY_OPTIONS}
          emptyOption="Todas as atividades"
          fullWidth
        />
        <TextField
          label="Enviada de"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Enviada até"
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </ListFilters>
      <PagedTable
        label="Lista de submissões"
        columns={columns}
        rows={query.data?.data}
        rowKey={(a) => a.id}
        loading={query.isPending}
        fetching={query.isFetching && !query.isPending && query.isPlaceholderData}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyMessage="Nenhuma submissão encontrada"
        emptyHint="Mude os filtros ou aguarde os alunos enviarem apresentações."
        page={page}
        lastPage={query.data?.meta.last_page ?? 1}
        total={query.data?.meta.total}
        onPageChange={setPage}
        actions={actions.buttons}
        cardTitle={(a) => a.user?.name ?? '—'}
      />
      {actions.dialogs}
      <TranscriptionDialog
        open={Boolean(transcript?.open)}
        audition={transcript?.a ?? null}
        onClose={() => setTranscript((t) => (t ? { ...t, open: false } : t))}
      />
    </>
  );
};
