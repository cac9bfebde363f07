import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, type AppBarProps } from 'react-admin';
import { AppMenu } from './app-menu';
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
  <Layout appBar={AppHeader} menu={AppMenu}>
    <AuditorBanner />
    {children}
  </Layout>
);
