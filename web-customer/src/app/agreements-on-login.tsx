import { lazy, Suspense } from 'react';
import { selectToken } from '../features/auth/auth.slice';
import { useAppSelector } from '../shared/store/hooks';

const AgreementPrompt = lazy(() => import('../features/content/agreement-prompt').then((module) => ({ default: module.AgreementPrompt })));

// A logged-in customer is asked to accept a new version of an agreement before going on
// (docs/engagement.md, "Agreements"); a visitor loads nothing of it.
export const AgreementsOnLogin = () => {
  const token = useAppSelector(selectToken);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <AgreementPrompt session={token} />
    </Suspense>
  );
};
