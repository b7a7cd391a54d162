import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Activity } from '@portal/contracts';
import { errorMessage } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useToggleCheckItem } from '../../api/toggle-check-item';

/** The activity's description and its check items, which the student ticks while preparing. */
export const ActivityGuide = ({ activity }: { activity: Activity }) => {
  const toggle = useToggleCheckItem(activity.id);
  const items = activity.item ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="roteiro-atividade" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id="roteiro-atividade" variant="h2" component="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {activity.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: items.length ? 1.5 : 0 }}>
        {activity.description}
      </Typography>
      {items.length ? (
        <Box
          component="ul"
          aria-label="Itens para conferir"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {items.map((item) => (
            <Box component="li" key={item.id}>
              <FormControlLabel
                sx={{ alignItems: 'flex-start', m: 0 }}
                control={
                  <Checkbox
                    size="small"
                    checked={item.checked ?? false}
                    disabled={toggle.isPending && toggle.variables.id === item.id}
                    onChange={(event) =>
                      toggle.mutate(
                        { id: item.id, checked: event.target.checked },
                        { onError: (error) => toast.error(errorMessage(error)) },
                      )
                    }
                    sx={{ mt: -0.5 }}
                  />
                }
                label={
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {item.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.description}
                    </Typography>
                  </Box>
                }
              />
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
};
