import { useQuery } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { pipelineMessages } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import { stageEmailsQueryOptions, useSaveStageEmails } from '../api/stage-emails';

/** The student's choice of e-mails on each stage change of their applications (invitations always go). */
export const StageEmailsSwitch = ({ studentId }: { studentId: number }) => {
  const query = useQuery(stageEmailsQueryOptions(studentId));
  const save = useSaveStageEmails(studentId);
  const checked = save.isPending ? Boolean(save.variables) : (query.data?.enabled ?? true);
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={query.isPending || save.isPending}
            onChange={(_, enabled) =>
              save.mutate(enabled, {
                onSuccess: () => toast.success(pipelineMessages.preferenceSaved),
                onError: () => toast.error(pipelineMessages.preferenceFailed),
              })
            }
            slotProps={{ input: { 'aria-describedby': 'stage-emails-help' } }}
          />
        }
        label="Receber e-mails sobre as etapas das minhas candidaturas"
      />
      <FormHelperText id="stage-emails-help" sx={{ mt: 0 }}>
        Convites para entrevista são sempre enviados.
      </FormHelperText>
    </div>
  );
};
