import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { CopyButton } from '../../../shared/ui/copy-button';
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
      <div className="copy-row">
        <div className="copy-row__text">
          <span className="muted">{t('deposit.address')}</span>
          <code className="mono break" data-testid="deposit-address">
            {address.address}
          </code>
        </div>
        <CopyButton text={address.address} label={t('deposit.copyAddress')} />
      </div>
      {address.memo && (
        <>
          <div className="copy-row">
            <div className="copy-row__text">
              <span className="muted">{t('funding.memo')}</span>
              <code className="mono break" data-testid="deposit-memo">
                {address.memo}
              </code>
            </div>
            <CopyButton text={address.memo} label={t('deposit.copyMemo')} />
          </div>
          <p className="notice notice--warning">{t('deposit.memoWarning')}</p>
        </>
      )}
      <p className="notice notice--warning" data-testid="min-deposit" role="note">
        {t('deposit.minimum', { amount: format.amount(address.min_deposit), coin })}
      </p>
    </section>
  );
};
