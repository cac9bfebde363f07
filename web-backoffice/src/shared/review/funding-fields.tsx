import { Box, Tooltip } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { customerAccountOf, type FundingRecord } from './funding-record';

const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;

/** A decimal string as the API sends it (never through a JavaScript number). */
export const AmountField = ({ source }: { source: string }) => {
  const record = useRecordContext<RaRecord>();
  const value = record?.[source];
  if (value === undefined || value === null || value === '') return <span>-</span>;
  return (
    <Box component="span" sx={mono}>
      {String(value)}
    </Box>
  );
};

export const CustomerAccountCell = () => {
  const record = useRecordContext<FundingRecord>();
  return record ? <span>{customerAccountOf(record)}</span> : null;
};

/** A long hash or address, shortened in lists with the whole value on hover. */
export const ShortCodeField = ({ source, keep = 10 }: { source: string; keep?: number }) => {
  const record = useRecordContext<RaRecord>();
  const value = record?.[source];
  if (!value) return <span>-</span>;
  const text = String(value);
  const short = text.length > keep * 2 + 1 ? `${text.slice(0, keep)}…${text.slice(-keep)}` : text;
  return (
    <Tooltip title={text}>
      <Box component="span" sx={mono}>
        {short}
      </Box>
    </Tooltip>
  );
};

/** The whole value, in a monospace font that wraps, for show pages. */
export const CodeField = ({ source }: { source: string }) => {
  const record = useRecordContext<RaRecord>();
  const value = record?.[source];
  if (!value) return <span>-</span>;
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
      {String(value)}
    </Box>
  );
};
