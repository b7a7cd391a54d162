import { Controller, type Control, type Path } from 'react-hook-form';
import { FullRow } from '../../../components/form/form-grid';
import { VisibilitySwitch } from './visibility-switch';

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
