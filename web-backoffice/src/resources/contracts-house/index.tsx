import { reactRouterProvider } from 'react-admin';
import { ContractsHousePage } from './contracts-house-page';

const { Route } = reactRouterProvider;

// Not a CRUD resource: a page under <CustomRoutes>, reached from the menu (layout/app-pages.ts).
export const CONTRACTS_HOUSE_PATH = '/contracts-house';

export const contractsHouseRoute = <Route path={CONTRACTS_HOUSE_PATH} element={<ContractsHousePage />} />;
