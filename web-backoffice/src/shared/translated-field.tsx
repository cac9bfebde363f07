import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

// `label`: read by the show layout or a table column around it, as react-admin's own fields' is.
type TranslatedFieldProps = { source: string; messages: string; withFallback?: boolean; testId?: string; label?: string };

/**
 * A code the record holds in `source` (a status, a side, a tier) in the staff member's language: the
 * message `<messages>.<code>`; `withFallback`: the code itself where that message does not exist.
 */
export const TranslatedField = ({ source, messages, withFallback, testId }: TranslatedFieldProps) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const code = String(record[source]);
  return <span data-testid={testId}>{translate(`${messages}.${code}`, withFallback ? { _: code } : undefined)}</span>;
};
