import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';

/**
 * A new-password field with a show/hide toggle. The toggle's name ('Mostrar caracteres') avoids
 * the word 'senha', so the label 'Senha' finds only the input.
 */
export const PasswordInput = (props: Omit<TextFieldProps, 'type' | 'slotProps'>) => {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      fullWidth
      autoComplete="new-password"
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Ocultar caracteres' : 'Mostrar caracteres'}
                aria-pressed={visible}
                onClick={() => setVisible((v) => !v)}
                onMouseDown={(event) => event.preventDefault()}
              >
                {visible ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
