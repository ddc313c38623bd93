import { Route, Routes } from 'react-router-dom';
import { ContentStep } from './content-step';
import { ParametersStep } from './parameters-step';
import { SelectContentStep } from './select-content-step';
import { VerifyStep } from './verify-step';
import { WizardLayout } from './wizard-layout';

/**
 * The wizard's route tree for stories (mounted at `/create-company/*` by `withApp`), the same shape
 * as the app's router: the frame with the four steps as its children.
 */
export function WizardStoryRoutes() {
  return (
    <Routes>
      <Route element={<WizardLayout />}>
        <Route index element={<ParametersStep />} />
        <Route path=":id" element={<ParametersStep />} />
        <Route path=":id/content" element={<ContentStep />} />
        <Route path=":id/select-content" element={<SelectContentStep />} />
        <Route path=":id/verify" element={<VerifyStep />} />
      </Route>
    </Routes>
  );
}
