import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { ButtonLink } from '../../shared/ui/button-link';
import { CopyRow } from '../../shared/ui/copy-row';
import { EmptyState } from '../../shared/ui/empty-state';
import { C2cCountdown } from './c2c-countdown';
import { C2cOrderScreen } from './c2c-order-parts';

// /c2c_account?id=: the account support matched the order to (copied into it), each field with its copy
// button, the exact amount and the order number as the reference, and the time left to pay.
export const C2cAccountPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <C2cOrderScreen
      title={t('c2c.accountTitle')}
      render={(order) => {
        const account = order.receivingAccount;
        if (!account || order.status !== 'matched')
          return (
            <EmptyState
              title={account ? t('c2c.accountClosed') : t('c2c.noAccountYet')}
              action={<ButtonLink to={`/c2c_order?id=${order.id}`}>{t('c2c.backToOrder')}</ButtonLink>}
              testId="c2c-no-account"
            />
          );
        const copy = (label: string) => t('c2c.copyField', { field: label });
        const fiatAmount = `${format.amount(order.fiatAmount)} ${order.fiat}`;
        return (
          <div className="stack">
            <C2cCountdown until={order.expiresAt} />
            <section className="card stack" data-testid="c2c-account">
              <CopyRow label={t('c2c.transferAmount')} text={order.fiatAmount} shown={fiatAmount} copyLabel={copy(t('c2c.transferAmount'))} testId="c2c-account-amount" />
              <CopyRow label={t('c2c.accountName')} text={account.accountName} copyLabel={copy(t('c2c.accountName'))} testId="c2c-account-name" />
              <CopyRow label={t('c2c.accountNumber')} text={account.accountNumber} copyLabel={copy(t('c2c.accountNumber'))} testId="c2c-account-number" />
              <CopyRow label={t('c2c.bankName')} text={account.bankName} copyLabel={copy(t('c2c.bankName'))} testId="c2c-account-bank" />
              <CopyRow label={t('c2c.bankAddress')} text={account.bankAddress} copyLabel={copy(t('c2c.bankAddress'))} testId="c2c-account-address" />
              <CopyRow label={t('c2c.reference')} text={order.id} copyLabel={copy(t('c2c.reference'))} testId="c2c-account-reference" />
            </section>
            <p className="notice notice--warning" data-testid="c2c-own-name">
              {t('c2c.payFromOwnName', { name: order.verifiedName })}
            </p>
            <ButtonLink to={`/c2c_submit?id=${order.id}`} block data-testid="c2c-go-submit">
              {t('c2c.iHavePaid')}
            </ButtonLink>
          </div>
        );
      }}
    />
  );
};
