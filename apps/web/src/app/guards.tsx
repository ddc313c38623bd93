import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useLoggedIn } from '../lib/api-context';

/** Spec §2: a login-required route sends a logged-out user to the login view, replacing history. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useLoggedIn();
  const location = useLocation();
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Spec §5: the campaign id route parameter must be numeric; anything else goes to the list. */
export function RequireNumericId({ children }: { children: ReactNode }) {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <Navigate to="/campaigns" replace />;
  return children;
}
