import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { orientationMessages, type Orientation } from '@portal/contracts';
import { toast } from '../../../lib/toast';
import { useSetOrientationShow } from '../api/set-orientation-show';

/**
 * docs/spec/04-states.md#orientation-show-flag: checked means hidden from students; a change sends
 * `PUT {show}` at once.
 */
export const OrientationHideCheckbox = ({
  orientation,
  showLabel = false,
}: {
  orientation: Orientation;
  showLabel?: boolean;
}) => {
  const setShow = useSetOrientationShow();
  const hidden = !orientation.show;
  const change = (hide: boolean) =>
    setShow.mutate(
      { id: orientation.id, show: !hide },
      {
        onSuccess: () => toast.success(orientationMessages.updated),
        onError: () => toast.error(orientationMessages.updateFailed),
      },
    );
  const box = (
    <Checkbox
      checked={hidden}
      onChange={(event) => change(event.target.checked)}
      disabled={setShow.isPending}
      slotProps={{ input: { 'aria-label': showLabel ? undefined : `Ocultar “${orientation.title}” dos estudantes` } }}
    />
  );
  return showLabel ? <FormControlLabel control={box} label="Ocultar" sx={{ mr: 0 }} /> : box;
};
