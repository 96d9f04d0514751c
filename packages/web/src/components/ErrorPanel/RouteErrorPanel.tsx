import type { ReactElement } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeThrown, ErrorPanel } from './ErrorPanel';

/** The router's error element: errors thrown while loading or rendering a route. */
export function RouteErrorPanel(): ReactElement {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    return <ErrorPanel subtitle={`${error.status} ${error.statusText}`} />;
  }
  return <ErrorPanel {...describeThrown(error)} />;
}
