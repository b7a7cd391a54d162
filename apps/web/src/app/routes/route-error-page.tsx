import { useRouteError } from 'react-router';
import { ErrorScreen } from '../../components/error-screen';

/** Error element of the routes: logs the error in development and offers a reload. */
export const RouteErrorPage = () => {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen />;
};
