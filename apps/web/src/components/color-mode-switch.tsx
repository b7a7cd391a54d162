import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import { setColorMode, useColorMode } from '../lib/color-mode';

/** The dark-mode switch (label 'Modo escuro'); the choice is kept in localStorage. */
export const ColorModeSwitch = ({ color = 'default' }: { color?: 'default' | 'inherit' }) => {
  const mode = useColorMode();
  return (
    <Tooltip title="Modo escuro">
      <FormControlLabel
        sx={{ mr: 0, ml: 0, color: color === 'inherit' ? 'inherit' : 'text.secondary' }}
        label={<DarkModeOutlined fontSize="small" aria-hidden sx={{ display: 'block' }} />}
        labelPlacement="start"
        control={
          <Switch
            checked={mode === 'dark'}
            onChange={(event) => setColorMode(event.target.checked ? 'dark' : 'light')}
            color="default"
            slotProps={{ input: { 'aria-label': 'Modo escuro' } }}
          />
        }
      />
    </Tooltip>
  );
};
