import type { ReactElement } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

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
