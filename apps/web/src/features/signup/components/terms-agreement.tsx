import { useId, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import { signupMessages } from '@portal/contracts';
import type { SignupFormOutput, SignupFormValues } from './signup-schemas';
import { TermsDialog } from './terms-dialog';

/** The terms block of step 2: a button opening 'Termos e Condições' and the agree checkbox. */
export const TermsAgreement = ({ form }: { form: UseFormReturn<SignupFormValues, unknown, SignupFormOutput> }) => {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const accept = () => {
    form.setValue('terms', true, { shouldValidate: true });
    setOpen(false);
  };
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        p: { xs: 2, sm: 2.5 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'action.hover',
        minWidth: 0,
      }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Termos e Condições
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: { sm: 'center' },
          justifyContent: 'space-between',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Leia as condições de uso do portal antes de finalizar o cadastro.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<GavelOutlined />}
          onClick={() => setOpen(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          Ler os termos
        </Button>
      </Box>
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
                />
              }
              label="Li e concordo com os Termos e Condições"
            />
            <FormHelperText id={hintId} error={Boolean(fieldState.error)} sx={{ mt: 0, ml: 0 }}>
              {field.value ? 'Termos aceitos.' : signupMessages.termsRequired}
            </FormHelperText>
          </>
        )}
      />
      <TermsDialog open={open} onClose={() => setOpen(false)} onAccept={accept} />
    </Box>
  );
};
