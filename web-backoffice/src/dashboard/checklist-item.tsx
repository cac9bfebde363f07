import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { ListItemButton, ListItemIcon, ListItemText, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';

export type StepState = { status: 'loading' } | { status: 'failed' } | { status: 'done' | 'todo'; detail: string };

const StepIcon = ({ state }: { state: StepState }) => {
  const translate = useTranslate();
  switch (state.status) {
    case 'loading':
      return null;
    case 'failed':
      return <ErrorOutlineIcon color="warning" titleAccess={translate('app.checklist.load_failed')} />;
    case 'done':
      return <CheckCircleIcon color="success" titleAccess={translate('app.checklist.done')} />;
    case 'todo':
      return <RadioButtonUncheckedIcon color="disabled" titleAccess={translate('app.checklist.todo')} />;
    default: {
      const unknown: never = state;
      throw new Error(`unknown step state ${JSON.stringify(unknown)}`);
    }
  }
};

/** One step of the first-start checklist: ticked when done, and a link to where it is done. */
export const ChecklistItem = ({ step, to, state }: { step: string; to: string; state: StepState }) => {
  const translate = useTranslate();
  let detail: ReactNode;
  if (state.status === 'loading') detail = <Skeleton width={200} />;
  else if (state.status === 'failed') detail = translate('app.checklist.load_failed');
  else detail = state.detail;
  return (
    <ListItemButton component={Link} to={to} data-testid={`checklist-${step}`} data-done={state.status === 'done'}>
      <ListItemIcon>
        <StepIcon state={state} />
      </ListItemIcon>
      <ListItemText primary={translate(`app.checklist.${step}`)} secondary={detail} />
    </ListItemButton>
  );
};
