import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { useStaffCan } from '../auth/use-staff-roles';

/** Save, only for staff allowed to edit the resource (the server refuses anyone else); no delete. */
export const StaffSaveToolbar = ({ resource, saveTestId }: { resource: string; saveTestId?: string }) => {
  const mayEdit = useStaffCan(resource, 'edit');
  return <Toolbar>{mayEdit && <SaveButton data-testid={saveTestId} />}</Toolbar>;
};

type StaffFormProps = {
  resource: string;
  /** The message shown above the inputs: what the form changes and who reads it. */
  intro: string;
  saveTestId?: string;
  children: ReactNode;
};

/** A form staff fill in to create or change a record: what it is for, its inputs, Save for those allowed. */
export const StaffForm = ({ resource, intro, saveTestId, children }: StaffFormProps) => {
  const translate = useTranslate();
  return (
    // noValidate: the form's own messages, in the back office's language, not the browser's bubbles.
    <SimpleForm toolbar={<StaffSaveToolbar resource={resource} saveTestId={saveTestId} />} noValidate>
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate(intro)}
      </Alert>
      {children}
    </SimpleForm>
  );
};

/** Save and nothing else: the record is switched off or disabled, never deleted from here. */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
