import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

type CodeChipProps = {
  /** A state the record is in (a status, a phase, on or off). */
  code: string;
  /** Its label is the message `<messages>.<code>`; `withFallback`: the code itself where none exists. */
  messages: string;
  withFallback?: boolean;
  /** The chip's colour per code; any other code is grey. */
  colours: Partial<Record<string, ChipProps['color']>>;
  /** Outlined: a state that is over or off (cancelled, disabled). */
  faded?: boolean;
  testId?: string;
};

/** A record's state as a small coloured chip, in the staff member's language. */
export const CodeChip = ({ code, messages, withFallback, colours, faded, testId }: CodeChipProps) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colours[code] ?? 'default'}
      variant={faded ? 'outlined' : 'filled'}
      data-testid={testId}
      data-status={code}
      label={translate(`${messages}.${code}`, withFallback ? { _: code } : undefined)}
    />
  );
};

// `label`: read by the show layout or a table column around it, as react-admin's own fields' is.
type CodeChipFieldProps = Omit<CodeChipProps, 'code'> & { source: string; label?: string };

/** The code the record holds in `source` (its status, its phase) as a chip; nothing until the record is there. */
export const CodeChipField = ({ source, messages, withFallback, colours, faded, testId }: CodeChipFieldProps) => {
  const record = useRecordContext<RaRecord>();
  if (!record) return null;
  return (
    <CodeChip
      code={String(record[source])}
      messages={messages}
      withFallback={withFallback}
      colours={colours}
      faded={faded}
      testId={testId}
    />
  );
};

const ON_COLOURS = { on: 'success' } as const;

/** Whether something is switched on (a deposit channel, a market maker's quoting): `<messages>.on` or `.off`. */
export const OnOffChip = ({ on, messages, testId }: { on: boolean; messages: string; testId?: string }) => (
  <CodeChip code={on ? 'on' : 'off'} messages={messages} colours={ON_COLOURS} faded={!on} testId={testId} />
);
