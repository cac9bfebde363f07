import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { CopyButton } from '../../../shared/ui/copy-button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SummaryList } from '../../../shared/ui/summary-list';
import { useAddressesQuery, useDeleteAddressMutation } from '../funding.api';
import type { SavedAddress } from '../funding.types';

// /address and /wallet: the withdrawal addresses the customer keeps.
export const AddressBookPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: addresses, isLoading, isError, refetch } = useAddressesQuery();
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();
  const [doomed, setDoomed] = useState<SavedAddress | null>(null);

  const remove = async () => {
    if (!doomed) return;
    const result = await deleteAddress(doomed.id);
    setDoomed(null);
    if ('data' in result) dispatch(toastShown(t('addressBook.deleted'), 'success'));
  };

  const add = (
    <Link className="button button--primary" to="/walletAdd" data-testid="add-address">
      {t('addressBook.add')}
    </Link>
  );

  return (
    <Page title={t('addressBook.title')}>
      <p className="page__lead">{t('addressBook.lead')}</p>
      {isLoading && <Skeleton lines={6} />}
      {isError && !addresses && (
        <LoadFailed title={t('addressBook.loadFailed')} onRetry={refetch} />
      )}
      {addresses && addresses.length === 0 && (
        <EmptyState title={t('addressBook.emptyTitle')} body={t('addressBook.emptyBody')} action={add} testId="addresses-empty" />
      )}
      {addresses && addresses.length > 0 && (
        <>
          <ul className="entry-list">
            {addresses.map((entry) => (
              <li key={entry.id} className="card entry" data-testid="address-entry">
                <div className="entry__head">
                  <p className="entry__title">
                    <span className="badge badge--info">{entry.coin}</span>
                    <span className="badge badge--neutral">{entry.chain}</span>
                    {entry.remark && <strong>{entry.remark}</strong>}
                  </p>
                  <Button
                    variant="ghost"
                    className="button--small"
                    onClick={() => setDoomed(entry)}
                    aria-label={t('addressBook.deleteOne', { name: entry.remark || entry.address })}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
                <div className="copy-row">
                  <code className="mono break">{entry.address}</code>
                  <CopyButton text={entry.address} label={t('deposit.copyAddress')} />
                </div>
                {entry.memo && (
                  <p className="muted">
                    {t('funding.memo')}: <span className="mono">{entry.memo}</span>
                  </p>
                )}
              </li>
            ))}
          </ul>
          <div className="page__actions">{add}</div>
        </>
      )}
      <ConfirmDialog
        open={doomed !== null}
        danger
        title={t('addressBook.deleteTitle')}
        confirmLabel={t('common.delete')}
        busy={deleting}
        onConfirm={remove}
        onCancel={() => setDoomed(null)}
      >
        {doomed && (
          <SummaryList
            items={[
              { label: t('funding.coin'), value: `${doomed.coin} · ${doomed.chain}` },
              { label: t('withdraw.address'), value: <span className="mono break">{doomed.address}</span> },
              ...(doomed.remark ? [{ label: t('funding.remark'), value: doomed.remark }] : []),
            ]}
          />
        )}
        <p className="muted">{t('addressBook.deleteBody')}</p>
      </ConfirmDialog>
    </Page>
  );
};
