import {
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link, Loading, Title, useGetIdentity, useResourceDefinitions, useTranslate } from 'react-admin';
import { staffCan } from '../auth/staff-access';
import { useStaffRoles } from '../auth/use-staff-roles';
import { reachablePages } from '../layout/app-pages';
import { FirstStartChecklist } from './first-start-checklist';
import { ReviewQueueCounts } from './review-queue-counts';

export const Dashboard = () => {
  const translate = useTranslate();
  const resources = useResourceDefinitions();
  const { identity, isPending: identityPending } = useGetIdentity();
  const { roles, isPending: rolesPending } = useStaffRoles();
  if (identityPending || rolesPending) return <Loading />;

  const roleNames = roles.map((role) => translate(`app.roles.${role}`)).join(', ');
  const reachable = Object.values(resources).filter(
    ({ name, hasList }) => hasList && staffCan(roles, name, 'list'),
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('ra.page.dashboard')} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        <Typography color="text.secondary">
          {translate('app.dashboard.roles', { roles: roleNames })}
        </Typography>
        <ReviewQueueCounts roles={roles} />
        <FirstStartChecklist roles={roles} />
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          {translate('app.dashboard.queues')}
        </Typography>
        <List>
          {reachable.map(({ name, icon: Icon }) => (
            <ListItemButton key={name} component={Link} to={`/${name}`}>
              {Icon && (
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
              )}
              <ListItemText
                primary={translate(`resources.${name}.name`, { smart_count: 2 })}
                secondary={translate(`app.dashboard.${name}`, { _: '' })}
              />
            </ListItemButton>
          ))}
          {reachablePages(roles).map(({ name, label, icon: Icon, path }) => (
            <ListItemButton key={name} component={Link} to={path(roles)}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate(label)} secondary={translate(`app.dashboard.${name}`, { _: '' })} />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
