import { reactRouterProvider } from 'react-admin';
import { LiabilitiesPage } from './liabilities-page';

const { Route } = reactRouterProvider;

// Not a CRUD resource: a page under <CustomRoutes>, reached from the menu (layout/app-pages.ts).
export const LIABILITIES_PATH = '/liabilities';

export const liabilitiesRoute = <Route path={LIABILITIES_PATH} element={<LiabilitiesPage />} />;
