import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { OPEN_PATHS } from './open-paths';
import { RequireAuth } from './require-auth';
import { NotFound, ROUTES } from './route-table';

export const createRouter = () =>
  createBrowserRouter([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        ...ROUTES.map(({ path, element }) => ({
          path,
          element: OPEN_PATHS.has(path) ? element : <RequireAuth>{element}</RequireAuth>,
        })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
