import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { signupMessages } from '@portal/contracts';
import { formResolver } from '../../../lib/form-resolver';
import { toast } from '../../../lib/toast';
import { useSignup } from '../api/signup';
import { CompanyStep } from './company-step';
import { RepresentativeStep } from './representative-step';
import { reportSignupError } from './signup-errors';
import {
  initialSignupValues,
  signupFormSchema,
  STEP_FIELDS,
  toSignupRequest,
  type SignupField,
  type SignupFormOutput,
  type SignupFormValues,
} from './signup-schemas';
import { SIGNUP_STEPS, SignupStepper, type StepIndex } from './signup-stepper';

const STEP_INTROS = [
  'Seus dados de acesso: com este e-mail e senha você entrará no portal para gerenciar as vagas da empresa.',
  'Os dados que os estudantes verão ao conhecer a empresa e as suas vagas.',
] as const;

/** The first field of a step that has an error, in screen order. */
const firstError = (errors: FieldErrors<SignupFormValues>, step: StepIndex): SignupField | undefined =>
  STEP_FIELDS[step].find((name) => {
    const [group, key] = name.split('.') as [keyof SignupFormValues, string | undefined];
    const value: unknown = errors[group];
    return key === undefined ? Boolean(value) : typeof value === 'object' && value !== null && key in value;
  });

export interface SignupDone {
  email: string;
  company: string;
}

/** The two-step sign-up (docs/spec/02-screens.md#sign-up, docs/spec/04-states.md#sign-up-wizard, docs/spec/05-validation.md#sign-up). */
export const SignupWizard = ({ onDone }: { onDone: (done: SignupDone) => void }) => {
  const [step, setStep] = useState<StepIndex>(0);
  // A new object per request, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ field: SignupField } | null>(null);
  const headingId = useId();
  const signup = useSignup();
  const form = useForm<SignupFormValues, unknown, SignupFormOutput>({
    resolver: formResolver<SignupFormValues, SignupFormOutput>(signupFormSchema),
    defaultValues: initialSignupValues,
    mode: 'onTouched',
  });
  const { isSubmitting } = form.formState;
  const termsAccepted = useWatch({ control: form.control, name: 'terms' });

  // Once the step is on screen, focus the field asked for (its first, or the first wrong one).
  useEffect(() => {
    if (focusRequest) form.setFocus(focusRequest.field);
  }, [focusRequest, form]);

  const goTo = (next: StepIndex, field: SignupField) => {
    setStep(next);
    setFocusRequest({ field });
  };

  const next = async () => {
    if (await form.trigger([...STEP_FIELDS[0]], { shouldFocus: true })) goTo(1, 'company.name');
  };

  const finish = form.handleSubmit(
    async (values) => {
      try {
        await signup.mutateAsync(toSignupRequest(values));
        toast.success(signupMessages.success);
        onDone({ email: values.user.email, company: values.company.name });
      } catch (error) {
        const placed = reportSignupError(error);
        for (const item of placed) form.setError(item.field, { type: 'server', message: item.message });
        const target = placed.find((p) => p.field.startsWith('user.')) ?? placed[0];
        if (target) goTo(target.field.startsWith('user.') ? 0 : 1, target.field);
      }
    },
    (invalid) => {
      const userField = firstError(invalid, 0);
      if (userField) goTo(0, userField);
    },
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 0) {
      event.preventDefault();
      void next();
      return;
    }
    void finish(event);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 12px 40px rgba(11, 61, 145, 0.06)' }}
    >
      <Box
        sx={{
          px: { xs: 1, sm: 4 },
          py: { xs: 2, sm: 3 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        }}
      >
        <SignupStepper active={step} />
      </Box>
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId} sx={{ p: { xs: 2.5, sm: 4 } }}>
        {/* Announced when the step changes (the focus moves to the step's first field). */}
        <Box aria-live="polite" aria-atomic>
          <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>
            Etapa {step + 1} de {SIGNUP_STEPS.length}
          </Typography>
          <Typography id={headingId} variant="h2" component="h2">
            {SIGNUP_STEPS[step]}
          </Typography>
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {STEP_INTROS[step]}
        </Typography>
        {step === 0 ? <RepresentativeStep form={form} /> : <CompanyStep form={form} />}
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 2,
            mt: 4,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Button
            color="inherit"
            size="large"
            startIcon={<ArrowBackRounded />}
            disabled={step === 0 || isSubmitting}
            onClick={() => goTo(0, 'user.name')}
          >
            Voltar
          </Button>
          {step === 0 ? (
            <Button key="proximo" type="submit" variant="contained" size="large" endIcon={<ArrowForwardRounded />}>
              Próximo
            </Button>
          ) : (
            <Button
              key="finalizar"
              type="submit"
              variant="contained"
              size="large"
              endIcon={<CheckRounded />}
              disabled={!termsAccepted}
              loading={isSubmitting}
              loadingPosition="end"
            >
              Finalizar
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
};
