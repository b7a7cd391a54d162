import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const STAGE_STEPS = [
  'Cadastrar biometria',
  'Realizar apresentação',
  'Revisar apresentação',
  'Apresentação submetida',
] as const;

/**
 * docs/spec/04-states.md#recorder-steps: 0 while photos are missing, 1 recording, 2 preview, 4 after the
 * upload (past the last step, so every step shows as done).
 */
export type StageStep = 0 | 1 | 2 | 4;

export const StageStepper = ({ active }: { active: StageStep }) => (
  <Stepper
    activeStep={active}
    alternativeLabel
    aria-label="Etapas da apresentação"
    sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: '0.75rem', sm: '0.875rem' } } }}
  >
    {STAGE_STEPS.map((label, index) => (
      <Step key={label} aria-current={index === active ? 'step' : undefined}>
        <StepLabel>{label}</StepLabel>
      </Step>
    ))}
  </Stepper>
);
