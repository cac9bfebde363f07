import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { describeFailure, useSubmissionKeys } from '../../shared/api/submission-key';
import { toastShown } from '../../shared/notify/notify.slice';
import { useAppDispatch } from '../../shared/store/hooks';

export type RequestOutcome = 'sent' | 'retry' | 'refused';

export interface RequestFailure {
  message: string;
  // The request may have gone through: retrying reuses its key, so it cannot happen twice.
  retry: boolean;
}

// A deposit or withdrawal sent from its confirmation, under one key per body (kept while a dropped
// answer is retried). Once sent: a toast, and the records it shows up in. A failure says whether
// retrying is safe; `settled` hears the outcome first, to close the dialog or clear the secrets.
export const useFundingRequest = ({
  toast,
  records,
  settled,
}: {
  toast: string;
  records: string;
  settled: (outcome: RequestOutcome) => void;
}) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const keys = useSubmissionKeys();
  const [failure, setFailure] = useState<RequestFailure | null>(null);

  const send = async (fingerprint: string, request: (key: string) => Promise<{ data: unknown } | { error: unknown }>) => {
    const result = await keys.send(fingerprint, request);
    if ('data' in result) {
      settled('sent');
      dispatch(toastShown(toast, 'success'));
      navigate(records);
      return;
    }
    const { message, retry } = describeFailure(result.error, t('funding.connectionLost'));
    setFailure({ message: retry ? t('funding.safeToRetry', { message }) : message, retry });
    settled(retry ? 'retry' : 'refused');
  };

  return { failure, setFailure, send };
};
