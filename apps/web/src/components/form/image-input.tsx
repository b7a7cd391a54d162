import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { hiddenFileInputSx } from './hidden-file-input';

/** docs/spec/05-validation.md#orientation: the message for a file that is not an image. */
export const INVALID_IMAGE_MESSAGE = 'Por favor, escolha uma imagem válida.';
/** docs/spec/12-accounts-security.md#uploads: images are capped at 5 MB. */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

interface ImageInputProps {
  label: string;
  /** The newly chosen file, or null to keep the current image. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** The image already stored (signed URL), shown until another is chosen. */
  currentUrl?: string | null;
  /** 'logo' shows a square preview, 'cover' a wide one. */
  shape?: 'logo' | 'cover';
  /** A server error for this field. */
  error?: string;
  disabled?: boolean;
}

/** Picks an image file (accept image/*) with a preview; anything else is refused with a message. */
export const ImageInput = ({
  label,
  value,
  onChange,
  currentUrl,
  shape = 'logo',
  error,
  disabled = false,
}: ImageInputProps) => {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  // The chosen file is read as a data URL (no object URL to revoke, safe under StrictMode).
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!value) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file: value, url: reader.result });
    };
    reader.readAsDataURL(value);
    return () => reader.abort();
  }, [value]);
  const shown = (value && preview?.file === value ? preview.url : null) ?? currentUrl ?? null;
  const message = localError ?? error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) setLocalError(INVALID_IMAGE_MESSAGE);
    else if (file.size > MAX_IMAGE_BYTES) setLocalError('A imagem deve ter no máximo 5 MB.');
    else {
      setLocalError(null);
      onChange(file);
    }
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography id={`${id}-label`} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: shape === 'logo' ? 72 : 160,
            height: 72,
            borderRadius: 2,
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            borderStyle: shown ? 'solid' : 'dashed',
            bgcolor: 'action.hover',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={`Pré-visualização: ${label}`}
              sx={{ width: '100%', height: '100%', objectFit: shape === 'logo' ? 'contain' : 'cover' }}
            />
          ) : (
            <ImageOutlined aria-hidden sx={{ color: 'text.disabled' }} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddPhotoAlternateOutlined />}
              onClick={() => inputRef.current?.click()}
              disabled={disabled}
              aria-describedby={`${id}-label`}
            >
              {shown ? 'Trocar imagem' : 'Escolher imagem'}
            </Button>
            {value ? (
              <Button size="small" color="inherit" onClick={() => onChange(null)} disabled={disabled}>
                Desfazer
              </Button>
            ) : null}
          </Box>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ maxWidth: 240 }}>
            {value ? value.name : 'PNG, JPG, WEBP ou GIF, até 5 MB'}
          </Typography>
        </Box>
      </Box>
      <Box
        component="input"
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        aria-label={label}
        tabIndex={-1}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0])}
        sx={hiddenFileInputSx}
      />
      {message ? (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  );
};
