import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/ui/copy-button';
import { useAddressesQuery, useDeleteAddressMutation } from '../funding.api';
import type { SavedAddress } from '../funding.types';
import { SavedItemsPage } from '../saved-items-page';

// /address and /wallet: the withdrawal addresses the customer keeps.
export const AddressBookPage = () => {
  const { t } = useTranslation();
  const addresses = useAddressesQuery();
  const [deleteAddress, { isLoading: deleting }] = useDeleteAddressMutation();

  return (
    <SavedItemsPage<SavedAddress>
      words={{
        title: t('addressBook.title'),
        lead: t('addressBook.lead'),
        loadFailed: t('addressBook.loadFailed'),
        emptyTitle: t('addressBook.emptyTitle'),
        emptyBody: t('addressBook.emptyBody'),
        add: t('addressBook.add'),
        deleted: t('addressBook.deleted'),
        deleteTitle: t('addressBook.deleteTitle'),
        deleteBody: t('addressBook.deleteBody'),
        deleteOne: (entry) => t('addressBook.deleteOne', { name: entry.remark || entry.address }),
      }}
      items={addresses}
      remove={{ run: deleteAddress, busy: deleting }}
      add={{ to: '/walletAdd', testId: 'add-address' }}
      emptyTestId="addresses-empty"
      entry={{
        className: 'card entry',
        testId: 'address-entry',
        title: (entry) => (
          <>
            <span className="badge badge--info">{entry.coin}</span>
            <span className="badge badge--neutral">{entry.chain}</span>
            {entry.remark && <strong>{entry.remark}</strong>}
          </>
        ),
        body: (entry) => (
          <>
            <div className="copy-row">
              <code className="mono break">{entry.address}</code>
              <CopyButton text={entry.address} label={t('deposit.copyAddress')} />
            </div>
            {entry.memo && (
              <p className="muted">
                {t('funding.memo')}: <span className="mono">{entry.memo}</span>
              </p>
            )}
          </>
        ),
      }}
      summary={(doomed) => [
        { label: t('funding.coin'), value: `${doomed.coin} · ${doomed.chain}` },
        { label: t('withdraw.address'), value: <span className="mono break">{doomed.address}</span> },
        ...(doomed.remark ? [{ label: t('funding.remark'), value: doomed.remark }] : []),
      ]}
    />
  );
};
