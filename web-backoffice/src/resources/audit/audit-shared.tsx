import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;

export const PassFailChip = ({ ok, okKey, failKey, testId }: { ok: boolean; okKey: string; failKey: string; testId?: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={ok ? 'success' : 'error'}
      data-testid={testId}
      data-ok={ok ? 'true' : 'false'}
      label={translate(ok ? okKey : failKey)}
    />
  );
};

const describe = (item: unknown): string => {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (item && typeof item === 'object') {
    const { account, balance, ...rest } = item as Record<string, unknown>;
    if (typeof account === 'string' && Object.keys(rest).length === 0) return `${account}${balance !== undefined ? `: ${String(balance)}` : ''}`;
    return JSON.stringify(item);
  }
  return String(item);
};

/** One finding of the ledger check: how many, and each of them; "none" is the good answer. */
export const Findings = ({ title, items, testId }: { title: string; items: unknown[] | number | undefined; testId: string }) => {
  const translate = useTranslate();
  const list = Array.isArray(items) ? items : [];
  // eslint-disable-next-line money/no-float-conversion -- a count of findings
  const count = Array.isArray(items) ? items.length : Number(items ?? 0);
  return (
    <Box data-testid={testId} data-count={count}>
      <Typography variant="subtitle2" component="h4" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {translate(title)}
        <Chip size="small" color={count === 0 ? 'success' : 'error'} label={count} />
      </Typography>
      {count === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.audit.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {list.map((item, index) => (
            <Typography component="li" variant="body2" key={index} sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {describe(item)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
