import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import { applicationMessages, capitalizeName, type JobHiringSummary } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import type { CandidateOption } from '../api/hireable-candidates-query';
import { useToggleHired } from '../api/toggle-hired';
import { CandidatePicker } from './candidate-picker';

/** Hired chips shown before 'Mostrar todos': a large job's hundred chips would push the board down. */
const HIRED_SHOWN = 10;

/**
 * docs/spec/04-states.md#application: choose a candidate and 'Concluir ocupação da vaga' marks them hired;
 * each hired candidate is a chip whose delete unmarks them (the same toggling call).
 */
export const HirePanel = ({ job }: { job: JobHiringSummary }) => {
  const toggle = useToggleHired();
  const [chosen, setChosen] = useState<CandidateOption | null>(null);
  const [allHired, setAllHired] = useState(false);
  const { hired } = job;
  const shown = allHired ? hired : hired.slice(0, HIRED_SHOWN);
  const revealed = useRef<HTMLDivElement>(null);
  // The first chip the button revealed takes the focus the button had.
  useEffect(() => {
    if (allHired) revealed.current?.focus();
  }, [allHired]);

  const run = (id: number, after?: () => void) =>
    toggle.mutate(id, {
      onSuccess: () => {
        toast.success(applicationMessages.hiredUpdated);
        after?.();
      },
      onError: () => toast.error(applicationMessages.hiredFailed),
    });

  const conclude = () => {
    if (!chosen) {
      toast.warning(applicationMessages.chooseCandidate);
      return;
    }
    run(chosen.id, () => setChosen(null));
  };

  return (
    <Box component="section" aria-labelledby="ocupacao-titulo" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="ocupacao-titulo" variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Ocupação da vaga
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { sm: 'flex-start' },
        }}
      >
        {/* In rem: enlarged text puts the button below rather than cutting the field's label. */}
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <CandidatePicker
            jobId={job.id}
            value={chosen}
            onChange={setChosen}
            available={job.applicants.total - job.applicants.hired}
            disabled={toggle.isPending}
          />
        </Box>
        <Button
          variant="contained"
          startIcon={<HowToRegOutlined />}
          onClick={conclude}
          loading={toggle.isPending}
          sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
        >
          Concluir ocupação da vaga
        </Button>
      </Box>
      {hired.length > 0 ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {hired.length === 1 ? 'Contratado:' : 'Contratados:'}
          </Typography>
          {shown.map((c, i) => (
            <Chip
              key={c.id}
              ref={i === HIRED_SHOWN ? revealed : undefined}
              color="success"
              icon={<HowToRegOutlined />}
              label={capitalizeName(c.name)}
              onDelete={toggle.isPending ? undefined : () => run(c.id)}
              aria-label={`${capitalizeName(c.name)}, contratado. Pressione Delete para desfazer a contratação.`}
            />
          ))}
          {shown.length < hired.length ? (
            <Button size="small" onClick={() => setAllHired(true)}>
              Mostrar todos os {hired.length}
            </Button>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Nenhum candidato contratado ainda.
        </Typography>
      )}
    </Box>
  );
};
