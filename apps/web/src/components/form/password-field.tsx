import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from './text-input';

/**
 * The one password field (logins, reset, sign-up), with a show/hide toggle. The toggle's name ('Mostrar caracteres' /
 * 'Ocultar caracteres') avoids the word 'senha' so `getByLabel('Senha')` finds only the input.
 */
export const PasswordField = (props: Omit<TextInputProps, 'type' | 'endAdornment'>) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            aria-label={visible ? 'Ocultar caracteres' : 'Mostrar caracteres'}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
