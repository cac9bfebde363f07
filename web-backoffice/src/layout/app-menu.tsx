import { Menu, useTranslate } from 'react-admin';
import { useStaffRoles } from '../auth/use-staff-roles';
import { reachablePages } from './app-pages';

// react-admin's menu (resources the staff member may list) and the pages that are not a list.
export const AppMenu = () => {
  const translate = useTranslate();
  const { roles } = useStaffRoles();
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {reachablePages(roles).map(({ name, label, icon: Icon, path }) => (
        <Menu.Item key={name} to={path(roles)} primaryText={translate(label)} leftIcon={<Icon />} data-testid={`menu-${name}`} />
      ))}
    </Menu>
  );
};
