import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ContrastRounded from '@mui/icons-material/ContrastRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import { setColorMode, setHighContrast, useColorMode } from '../lib/color-mode';

/**
 * The dark-mode switch (accessible name 'Modo escuro') and the 'Alto contraste' toggle beside it;
 * both choices are kept in localStorage.
 */
export const ColorModeSwitch = () => {
  const mode = useColorMode();
  const contrast = mode === 'high-contrast';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <IconButton
        aria-label="Alto contraste"
        title="Alto contraste"
        aria-pressed={contrast}
        onClick={() => setHighContrast(!contrast)}
        sx={{ color: contrast ? 'primary.main' : 'text.secondary' }}
      >
        <ContrastRounded />
      </IconButton>
      <FormControlLabel
        title="Modo escuro"
        sx={{ mx: 0, color: 'text.secondary' }}
        label={<DarkModeOutlined fontSize="small" aria-hidden sx={{ display: 'block' }} />}
        labelPlacement="start"
        control={
          <Switch
            checked={mode === 'dark'}
            disabled={contrast}
            onChange={(event) => setColorMode(event.target.checked ? 'dark' : 'light')}
            slotProps={{ input: { 'aria-label': 'Modo escuro' } }}
          />
        }
      />
    </Box>
  );
};
