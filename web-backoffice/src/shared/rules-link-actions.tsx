import { Button } from '@mui/material';
import { TopToolbar, useRedirect, useTranslate } from 'react-admin';
import type { StaffRole } from '../auth/staff-access';
import { useStaffRoles } from '../auth/use-staff-roles';

type RulesLinkActionsProps = {
  /** The rules' edit page for staff who may change them, else their show page. */
  rulesPath: (roles: readonly StaffRole[]) => string;
  label: string;
  testId: string;
};

/** Above a list of what some rules decided (commissions, sign-in rewards): a button to the rules themselves. */
export const RulesLinkActions = ({ rulesPath, label, testId }: RulesLinkActionsProps) => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { roles, isPending } = useStaffRoles();
  return (
    <TopToolbar>
      {!isPending && (
        <Button onClick={() => redirect(rulesPath(roles))} data-testid={testId}>
          {translate(label)}
        </Button>
      )}
    </TopToolbar>
  );
};
