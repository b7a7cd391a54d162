import Box from '@mui/material/Box';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { RowAction } from '../../../components/data-table/row-action';

interface ItemActionsProps {
  /** What the item is, for the buttons' names: 'experiência Atendente'. */
  itemLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete buttons of a resume item (owner only). */
export const ItemActions = ({ itemLabel, onEdit, onDelete }: ItemActionsProps) => (
  <Box sx={{ display: 'flex', gap: 0.5 }}>
    <RowAction
      label={`Editar ${itemLabel}`}
      icon={<EditOutlined fontSize="small" />}
      onClick={onEdit}
      color="primary"
    />
    <RowAction
      label={`Excluir ${itemLabel}`}
      icon={<DeleteOutlined fontSize="small" />}
      onClick={onDelete}
      color="error"
    />
  </Box>
);
