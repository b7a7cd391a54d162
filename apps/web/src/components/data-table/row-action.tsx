import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

interface RowActionProps {
  /** Accessible name and tooltip, e.g. 'Editar'. */
  label: string;
  icon: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  color?: 'default' | 'primary' | 'error' | 'secondary';
}

/** An icon button of a table row's 'Ações' cell, named for screen readers and with a tooltip. */
export const RowAction = ({ label, icon, onClick, disabled = false, color = 'default' }: RowActionProps) => (
  <Tooltip title={label}>
    {/* The span keeps the tooltip working on a disabled button. */}
    <span>
      <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={color} size="small">
        {icon}
      </IconButton>
    </span>
  </Tooltip>
);

interface CrudRowActionsProps {
  onEdit: () => void;
  /** Given, a 'Detalhes' button between the two. */
  onDetails?: () => void;
  onDelete: () => void;
  /** Edit and delete are off (e.g. an inactive representative's rows). */
  readOnly?: boolean;
  /** The row's name in the buttons' labels ('Editar Estágio'), where a list has many alike rows. */
  name?: string;
}

/** The Editar, Detalhes and Excluir buttons of a row, in that order. */
export const CrudRowActions = ({ onEdit, onDetails, onDelete, readOnly = false, name }: CrudRowActionsProps) => (
  <>
    <RowAction
      label={name ? `Editar ${name}` : 'Editar'}
      icon={<EditOutlined fontSize="small" />}
      onClick={onEdit}
      disabled={readOnly}
      color="primary"
    />
    {onDetails ? (
      <RowAction
        label={name ? `Detalhes de ${name}` : 'Detalhes'}
        icon={<VisibilityOutlined fontSize="small" />}
        onClick={onDetails}
      />
    ) : null}
    <RowAction
      label={name ? `Excluir ${name}` : 'Excluir'}
      icon={<DeleteOutlined fontSize="small" />}
      onClick={onDelete}
      disabled={readOnly}
      color="error"
    />
  </>
);
