import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  capitalizeName,
  moveStageSchema,
  pipelineMessages,
  REJECTION_REASONS,
  STAGE_LABELS,
  type Application,
  type MovableStage,
  type MoveStageInput,
} from '@portal/contracts';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useMoveStage } from '../api/move-stage';

export interface MoveTarget {
  ids: number[];
  stage: MovableStage;
  /** The card when one is moved (its name in the title, its interview to reschedule). */
  one?: Application;
}

const OTHER = 'Outro motivo';
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** Confirms a move: optional message; a reason for 'Não selecionada'; date, time, duration and place for 'Entrevista'. */
export const MoveDialog = ({ target, onClose }: { target: MoveTarget; onClose: (moved: boolean) => void }) => {
  const move = useMoveStage();
  const current = target.one?.interview ? new Date(target.one.interview.starts_at) : null;
  const [date, setDate] = useState(current ? localDate(current) : '');
  const [time, setTime] = useState(current ? localTime(current) : '');
  const [duration, setDuration] = useState(String(target.one?.interview?.duration_minutes ?? 30));
  const [location, setLocation] = useState(target.one?.interview?.location ?? '');
  const [reasonChoice, setReasonChoice] = useState('');
  const [reasonText, setReasonText] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const interview = target.stage === 'interview';
  const rejected = target.stage === 'rejected';
  const label = STAGE_LABELS[target.stage];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = date && time ? new Date(`${date}T${time}`) : null;
    if (interview && !startsAt) return setErrors({ starts_at: pipelineMessages.startsAtRequired });
    const reason = reasonChoice === OTHER ? reasonText : reasonChoice;
    const input: MoveStageInput = {
      stage: target.stage,
      ...(reason.trim() && { reason: reason.trim() }),
      ...(message.trim() && { message: message.trim() }),
      ...(interview &&
        startsAt && { interview: { starts_at: startsAt.toISOString(), duration_minutes: Number(duration), location } }),
    };
    const parsed = moveStageSchema.safeParse(input);
    if (!parsed.success) {
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1) ?? 'form'), i.message])),
      );
    }
    setErrors({});
    move.mutate(
      { ids: target.ids, input: parsed.data },
      {
        onSuccess: (n) => {
          toast.success(pipelineMessages.moved(n));
          onClose(true);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const title = target.one
    ? `Mover ${capitalizeName(target.one.student.user.name)} para ${label}`
    : `Mover ${target.ids.length} candidaturas para ${label}`;
  return (
    <AppDialog
      open
      onClose={() => onClose(false)}
      title={title}
      onSubmit={submit}
      busy={move.isPending}
      actions={
        <>
          <Button onClick={() => onClose(false)} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={move.isPending}>
            Mover
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {interview ? (
          <>
            <Typography variant="body2" color="text.secondary">
              O(a) candidato(a) recebe um convite por e-mail com o evento para a agenda.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Data"
                type="date"
                required
                value={date}
                onChange={(e) => setDate(e.target.value)}
                error={Boolean(errors['starts_at'])}
                helperText={errors['starts_at']}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                label="Horário"
                type="time"
                required
                value={time}
                onChange={(e) => setTime(e.target.value)}
                error={Boolean(errors['starts_at'])}
                slotProps={{ inputLabel: { shrink: true } }}
                fullWidth
              />
              <TextField
                label="Duração (minutos)"
                type="number"
                required
                value={duration}
                onChange={(e) => setDuration(e.target.value)}
                error={Boolean(errors['duration_minutes'])}
                helperText={errors['duration_minutes']}
                fullWidth
              />
            </Stack>
            <TextField
              label="Local ou link da reunião"
              required
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              error={Boolean(errors['location'])}
              helperText={errors['location']}
              fullWidth
            />
          </>
        ) : null}
        {rejected ? (
          <>
            <TextField
              select
              label="Motivo (opcional)"
              value={reasonChoice}
              onChange={(e) => setReasonChoice(e.target.value)}
              fullWidth
            >
              <MenuItem value="">
                <em>Sem motivo</em>
              </MenuItem>
              {[...REJECTION_REASONS, OTHER].map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
            {reasonChoice === OTHER ? (
              <TextField
                label="Descreva o motivo"
                value={reasonText}
                onChange={(e) => setReasonText(e.target.value)}
                error={Boolean(errors['reason'])}
                helperText={errors['reason']}
                fullWidth
              />
            ) : null}
          </>
        ) : null}
        <TextField
          label="Mensagem para o(a) candidato(a) (opcional)"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          multiline
          minRows={2}
          error={Boolean(errors['message'])}
          helperText={errors['message']}
          fullWidth
        />
      </Stack>
    </AppDialog>
  );
};
