import { Admin, Resource, useTranslate } from 'react-admin';
import { LoginPage } from './auth/login-page';
import { Dashboard } from './dashboard/dashboard';
import { AppLayout } from './layout/app-layout';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import customers from './resources/customers';
import outbox from './resources/outbox';
import staff from './resources/staff';

const AppTitle = () => <>{useTranslate()('app.title')}</>;

// Menu entries and buttons follow authProvider.canAccess (see auth/staff-access.ts).
export const App = () => (
  <Admin
    title={<AppTitle />}
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    dashboard={Dashboard}
    requireAuth
    disableTelemetry
  >
    <Resource name="customers" {...customers} />
    <Resource name="outbox" {...outbox} />
    <Resource name="staff" {...staff} />
  </Admin>
);
