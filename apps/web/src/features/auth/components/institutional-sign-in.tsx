import { lazy, Suspense } from 'react';

const ProviderButtons = lazy(() => import('./provider-buttons'));

/** The institutional providers' buttons, in their own chunk (docs/spec/02-screens.md#institutional-sign-in). */
export const InstitutionalSignIn = () => (
  <Suspense fallback={null}>
    <ProviderButtons />
  </Suspense>
);
