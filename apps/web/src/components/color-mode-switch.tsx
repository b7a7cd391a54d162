import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import { setColorMode, useColorMode } from '../lib/color-mode';

/** The dark-mode switch (accessible name 'Modo escuro'); the choice is kept in localStorage. */
export const ColorModeSwitch = () => {
  const mode = useColorMode();
  return (
    <FormControlLabel
      title="Modo escuro"
      sx={{ mx: 0, color: 'text.secondary' }}
      label={<DarkModeOutlined fontSize="small" aria-hidden sx={{ display: 'block' }} />}
      labelPlacement="start"
      control={
        <Switch
          checked={mode === 'dark'}
          onChange={(event) => setColorMode(event.target.checked ? 'dark' : 'light')}
          slotProps={{ input: { 'aria-label': 'Modo escuro' } }}
        />
      }
    />
  );
};
