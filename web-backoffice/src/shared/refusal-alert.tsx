import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The server's refusal of a staff action (a message key or text), under the form that sent it. */
export const RefusalAlert = ({ refusal }: { refusal: string | null }) => {
  const translate = useTranslate();
  if (!refusal) return null;
  return (
    <Alert severity="error" sx={{ mt: 1 }} role="alert">
      {translate(refusal, { _: refusal })}
    </Alert>
  );
};
