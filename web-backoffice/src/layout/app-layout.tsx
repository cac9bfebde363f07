import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, type AppBarProps } from 'react-admin';
import { AuditorBanner } from './auditor-banner';
import { LocaleSwitcher } from './locale-switcher';

const appBarToolbar = (
  <>
    <LocaleSwitcher />
    <LoadingIndicator />
  </>
);

const AppHeader = (props: AppBarProps) => <AppBar {...props} toolbar={appBarToolbar} />;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={AppHeader}>
    <AuditorBanner />
    {children}
  </Layout>
);
