import { SaveButton, Toolbar } from 'react-admin';

// Staff accounts are disabled, never deleted, so the form offers no delete button.
export const StaffFormToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
