import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { CopyRow } from '../../../shared/ui/copy-row';
import { QrCode } from '../../../shared/ui/qr-code';
import type { DepositAddress } from '../funding.types';

export const DepositAddressCard = ({ address }: { address: DepositAddress }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { coin, chain } = address;
  return (
    <section className="deposit-address" aria-labelledby="deposit-address-title" data-testid="deposit-address-card">
      <h2 id="deposit-address-title" className="card__title">
        {t('deposit.addressTitle')}
      </h2>
      <p className="notice notice--info">{t('deposit.onlyThisNetwork', { coin, chain })}</p>
      <div className="deposit-address__qr">
        <QrCode text={address.address} label={t('deposit.qrLabel', { coin, chain })} />
      </div>
      <CopyRow label={t('deposit.address')} text={address.address} copyLabel={t('deposit.copyAddress')} testId="deposit-address" />
      {address.memo && (
        <>
          <CopyRow label={t('funding.memo')} text={address.memo} copyLabel={t('deposit.copyMemo')} testId="deposit-memo" />
          <p className="notice notice--warning">{t('deposit.memoWarning')}</p>
        </>
      )}
      <p className="notice notice--warning" data-testid="min-deposit" role="note">
        {t('deposit.minimum', { amount: format.amount(address.min_deposit), coin })}
      </p>
    </section>
  );
};
