import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { resumeMessages } from '@portal/contracts';

interface VisibilitySwitchProps {
  visible: boolean;
  onChange: (visible: boolean) => void;
  disabled?: boolean;
  /** What the switch shows or hides, for screen readers: 'experiência Atendente'. */
  itemLabel?: string;
}

/** 'Divulgar informação' (docs/spec/04-states.md#visibility): whether staff and the public page see the item. */
export const VisibilitySwitch = ({ visible, onChange, disabled = false, itemLabel }: VisibilitySwitchProps) => (
  <FormControlLabel
    className="no-print"
    sx={{ mr: 0, '& .MuiFormControlLabel-label': { typography: 'body2', color: 'text.secondary' } }}
    label={resumeMessages.visibleLabel}
    control={
      <Switch
        size="small"
        checked={visible}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: itemLabel ? { 'aria-label': `${resumeMessages.visibleLabel}: ${itemLabel}` } : undefined }}
      />
    }
  />
);
