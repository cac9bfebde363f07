import { useSubmissionKeys, type SubmissionOutcome } from '../api/submission-key';
import { useConfirmStep } from '../ui/confirm-dialog';

// A money form's confirmation step and the one submission it confirms: sent under its submission key,
// then the dialog closed, whatever the answer.
export const useConfirmedSubmission = () => {
  const keys = useSubmissionKeys();
  const confirmation = useConfirmStep();
  const send = async <Outcome extends SubmissionOutcome>(fingerprint: string, request: (key: string) => PromiseLike<Outcome>) => {
    const outcome = await keys.send(fingerprint, request);
    confirmation.close();
    return outcome;
  };
  return { confirmation, send };
};
