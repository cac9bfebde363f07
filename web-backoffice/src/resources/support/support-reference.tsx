import { Link, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { CodeChip } from '../../shared/code-chip';
import type { SupportConversation } from './support-record';

type Reference = NonNullable<SupportConversation['reference']>;

/** Where each kind of reference lives in the back office, and whose it is there. */
const OWNED_AS: Record<Reference['kind'], { resource: string; ownerOf: (record: RaRecord) => unknown }> = {
  c2c: { resource: 'c2c/orders', ownerOf: (record) => record.customerId },
  order: { resource: 'spot-orders', ownerOf: (record) => record.customerId },
  deposit: { resource: 'deposits', ownerOf: (record) => record.customer_id },
  withdrawal: { resource: 'withdrawals', ownerOf: (record) => record.customer_id },
};

const COLOURS = { own: 'success', other: 'error', missing: 'warning', forbidden: 'default' } as const;

/**
 * What the conversation is about, as the customer named it, checked against the record it names: the
 * customer only types it (docs/support.md), so staff see at once whether it is this customer's, another
 * customer's (do not act on it from here) or nothing at all, and open it from here.
 */
export const SupportReference = ({ conversation }: { conversation: SupportConversation }) => {
  const translate = useTranslate();
  const reference = conversation.reference;
  const target = reference ? OWNED_AS[reference.kind] : undefined;
  const { data, isPending, error } = useGetOne(target?.resource ?? 'support/conversations', { id: reference?.id ?? '' }, { enabled: Boolean(target), retry: false });
  if (!reference || !target) return <Typography variant="body2">-</Typography>;
  const status = (error as { status?: number } | null)?.status;
  const owner = isPending ? null : error ? (status === 403 ? 'forbidden' : 'missing') : target.ownerOf(data!) === conversation.customerId ? 'own' : 'other';
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }} data-testid="support-reference">
      <Typography variant="body2">{translate(`support.reference.${reference.kind}`, { id: reference.id })}</Typography>
      {owner === null ? (
        <Typography variant="caption">{translate('support.reference_owner.checking')}</Typography>
      ) : (
        <CodeChip code={owner} messages="support.reference_owner" colours={COLOURS} testId="support-reference-owner" />
      )}
      {owner === 'own' && <Link href={`#/${target.resource}/${encodeURIComponent(reference.id)}/show`}>{translate('support.reference_owner.open')}</Link>}
    </Stack>
  );
};
