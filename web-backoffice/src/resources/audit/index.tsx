import { reactRouterProvider } from 'react-admin';
import { AuditPage } from './audit-page';

// react-admin's own router component (react-router's Route), so no router import of our own.
const { Route } = reactRouterProvider;

// Not a CRUD resource: a page under <CustomRoutes>, reached from the menu (layout/app-pages.ts).
export const AUDIT_PATH = '/audit';

export const auditRoute = <Route path={AUDIT_PATH} element={<AuditPage />} />;
