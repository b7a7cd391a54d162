import { useId, useRef, type ChangeEvent } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { ResumeEvent } from '@portal/contracts';
import { muiField } from '../../../lib/form';
import type { EventFormOutput, EventFormValues } from './event-schemas';
import { hiddenFileInputSx } from '../../../components/form/hidden-file-input';

interface CertificateInputProps {
  form: UseFormReturn<EventFormValues, unknown, EventFormOutput>;
  /** The event being edited: its stored certificate is kept unless replaced or removed. */
  current: ResumeEvent | null;
}

/** 'Certificado': none, a PDF or image file (10 MB), or a link. */
export const CertificateInput = ({ form, current }: CertificateInputProps) => {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const mode = useWatch({ control, name: 'certificate_mode' });
  const file = useWatch({ control, name: 'certificate_file' });
  const labelId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const storedFile = current?.certificate_type === 'file' ? current.certificate : null;

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Controller
        control={control}
        name="certificate_mode"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={labelId} sx={{ typography: 'body2', fontWeight: 600 }}>
              Certificado
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={labelId}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
            >
              <FormControlLabel value="none" control={<Radio />} label="Sem certificado" />
              <FormControlLabel value="file" control={<Radio />} label="Arquivo" />
              <FormControlLabel value="link" control={<Radio />} label="Link" />
            </RadioGroup>
          </FormControl>
        )}
      />
      {mode === 'file' ? (
        <Controller
          control={control}
          name="certificate_file"
          render={({ field, fieldState }) => (
            <Box sx={{ display: 'grid', gap: 0.75 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<UploadFileOutlined />}
                  onClick={() => fileRef.current?.click()}
                >
                  {file || storedFile ? 'Trocar arquivo' : 'Escolher arquivo'}
                </Button>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {file ? (
                    file.name
                  ) : storedFile ? (
                    <Link href={storedFile} target="_blank" rel="noopener noreferrer">
                      Certificado atual
                    </Link>
                  ) : (
                    'PDF ou imagem, até 10 MB'
                  )}
                </Typography>
              </Box>
              <Box
                component="input"
                ref={fileRef}
                type="file"
                accept="application/pdf,image/*"
                aria-label="Arquivo do certificado"
                tabIndex={-1}
                onChange={(event: ChangeEvent<HTMLInputElement>) => {
                  field.onChange(event.target.files?.[0] ?? null);
                  event.target.value = '';
                }}
                sx={hiddenFileInputSx}
              />
              {fieldState.error ? (
                <FormHelperText error role="alert" sx={{ mx: 0 }}>
                  {fieldState.error.message}
                </FormHelperText>
              ) : null}
            </Box>
          )}
        />
      ) : null}
      {mode === 'link' ? (
        <TextField
          label="Link do certificado"
          type="url"
          fullWidth
          placeholder="https://"
          {...muiField(register('certificate_link'), errors.certificate_link)}
        />
      ) : null}
    </Box>
  );
};
