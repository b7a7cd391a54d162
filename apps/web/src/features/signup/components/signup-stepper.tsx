import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

export const SIGNUP_STEPS = ['Cadastro de representante', 'Cadastro de empresa'] as const;
export type StepIndex = 0 | 1;

/** The MUI stepper of the sign-up: labels under the icons, so both fit a 375 px phone. */
export const SignupStepper = ({ active }: { active: StepIndex }) => (
  <Stepper activeStep={active} alternativeLabel aria-label="Etapas do cadastro">
    {SIGNUP_STEPS.map((label, index) => (
      <Step key={label} aria-current={index === active ? 'step' : undefined}>
        <StepLabel>{label}</StepLabel>
      </Step>
    ))}
  </Stepper>
);
