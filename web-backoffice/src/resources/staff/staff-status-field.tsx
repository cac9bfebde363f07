import { useRecordContext } from 'react-admin';
import { CodeChip } from '../../shared/code-chip';

const COLOURS = { active: 'success' } as const;

export const StaffStatusField = () => {
  const staff = useRecordContext<{ disabled?: boolean }>();
  if (!staff) return null;
  return <CodeChip code={staff.disabled ? 'disabled' : 'active'} messages="app.staff.status" colours={COLOURS} faded={staff.disabled} />;
};
