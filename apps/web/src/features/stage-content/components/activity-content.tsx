import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Activity, ActivityItem } from '@portal/contracts';

export type ContentAction =
  | { kind: 'activity'; activity: Activity }
  | { kind: 'add-item'; activity: Activity }
  | { kind: 'edit-item'; activity: Activity; item: ActivityItem }
  | { kind: 'delete-item'; activity: Activity; item: ActivityItem };

/** One activity as the stage shows it: its text and its check items, each with the office's actions. */
export const ActivityContent = ({
  activity,
  onAction,
}: {
  activity: Activity;
  onAction: (a: ContentAction) => void;
}) => {
  const items = activity.item ?? [];
  const headingId = `activity-${activity.id}-title`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {activity.title}
        </Typography>
        <Button startIcon={<EditOutlined />} onClick={() => onAction({ kind: 'activity', activity })}>
          Editar atividade
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', mt: 1, mb: 2, overflowWrap: 'anywhere' }}>
        {activity.description}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Itens da lista de verificação
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Nenhum item cadastrado.
        </Typography>
      ) : (
        <Box component="ol" aria-label={`Itens de ${activity.title}`} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ display: 'flex', gap: 1, py: 1, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }}
            >
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                  {item.description}
                </Typography>
              </Box>
              <Tooltip title="Editar item">
                <IconButton
                  aria-label={`Editar item ${item.title}`}
                  onClick={() => onAction({ kind: 'edit-item', activity, item })}
                >
                  <EditOutlined />
                </IconButton>
              </Tooltip>
              <Tooltip title="Excluir item">
                <IconButton
                  aria-label={`Excluir item ${item.title}`}
                  onClick={() => onAction({ kind: 'delete-item', activity, item })}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      )}
      <Button
        startIcon={<AddRounded />}
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => onAction({ kind: 'add-item', activity })}
      >
        Adicionar item
      </Button>
    </Paper>
  );
};
