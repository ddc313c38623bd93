export {
  Stepper,
  getStepState,
  type StepperProps,
  type StepperStep,
  type StepState,
} from './stepper';
