import { useQuery } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { stagePreferenceMessages } from '@portal/contracts';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { stagePreferencesQueryOptions, useSaveStagePreferences } from '../../api/stage-preferences';

/**
 * The student's choice to use the face analysis or not (docs/spec/02-screens.md#professional-stage).
 * Without it no photo is asked for, no frame is kept, and the feedback comes from the speech alone.
 */
export const FaceAnalysisChoice = () => {
  const prefs = useQuery(stagePreferencesQueryOptions());
  const save = useSaveStagePreferences();
  const on = prefs.data?.face_analysis ?? true;
  return (
    <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 1 }}>
      <FormControlLabel
        sx={{ mx: 0, alignItems: 'center', gap: 1 }}
        control={
          <Switch
            checked={on}
            disabled={!prefs.isSuccess || save.isPending}
            onChange={(event) =>
              save.mutate(
                { face_analysis: event.target.checked },
                {
                  onSuccess: () => toast.success(stagePreferenceMessages.saved),
                  onError: (error) => toast.error(errorMessage(error)),
                },
              )
            }
          />
        }
        label={<Typography sx={{ fontWeight: 600 }}>Usar a análise facial nas minhas apresentações</Typography>}
      />
      <Typography variant="body2" color="text.secondary">
        {on
          ? 'Com a análise facial, você cadastra cinco fotos do rosto e recebe também a nota de Presença (rosto reconhecido e expressões). É opcional.'
          : 'Sem a análise facial, nenhuma foto do rosto é pedida e nenhum quadro da câmera é guardado. A nota vem só da sua fala (clareza, conteúdo, tom e ritmo), e isso não diminui a sua nota.'}
      </Typography>
    </Paper>
  );
};
