import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useGetMyRolesQuery } from '../../api/me';
import { useAppSelector } from '../../app/hooks';
import { PageLoading } from '../../app/PageLoading';
import { ErrorPanel } from '../../components/ErrorPanel';
import { loginPathFor } from './paths';

interface RequireAuthProps {
  children: ReactNode;
}

/** Renders its children for a signed-in user; sends anyone else to the login page, keeping the way back. */
export function RequireAuth({ children }: RequireAuthProps): ReactElement {
  const { t } = useTranslation();
  const location = useLocation();
  const status = useAppSelector((state) => state.session.status);
  const { data, error } = useGetMyRolesQuery();

  if (status === 'unauthenticated') return <Navigate to={loginPathFor(location)} replace />;
  if (data) return <>{children}</>;
  if (error) return <ErrorPanel subtitle={errorMessage(error, t)} />;
  return <PageLoading />;
}
