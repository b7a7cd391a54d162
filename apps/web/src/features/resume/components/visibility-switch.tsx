import { Controller, type Control, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { resumeMessages } from '@portal/contracts';
import { FullRow } from '../../../components/form/form-grid';

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

/** The switch as a form field: the form's boolean `visible`, on a row of its own. */
export const VisibilityField = <V extends { visible: boolean }, O>({
  control,
}: {
  control: Control<V, unknown, O>;
}) => (
  <FullRow>
    <Controller
      control={control}
      name={'visible' as Path<V>}
      render={({ field }) => <VisibilitySwitch visible={field.value as boolean} onChange={field.onChange} />}
    />
  </FullRow>
);
