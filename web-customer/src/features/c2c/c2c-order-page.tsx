import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { ButtonLink } from '../../shared/ui/button-link';
import { CopyRow } from '../../shared/ui/copy-row';
import { isOpen, type C2cOrder } from './c2c.api';
import { C2cCountdown } from './c2c-countdown';
import { C2cOrderFigures, C2cOrderScreen } from './c2c-order-parts';
import { C2cStatusBadge } from './c2c-status-badge';

/** The three steps of SPEC's quick buy, each marked done, current or to come. */
const Steps = ({ order }: { order: C2cOrder }) => {
  const { t } = useTranslation();
  const current = order.status === 'unmatched' ? 2 : order.status === 'matched' ? 3 : 4;
  const steps = ['c2c.step.preOrder', 'c2c.step.contactSupport', 'c2c.step.submitProof'];
  return (
    <ol className="rule-list" data-testid="c2c-steps">
      {steps.map((key, index) => (
        <li key={key} aria-current={index + 1 === current ? 'step' : undefined} className={index + 1 === current ? 'rule-list__item--warning' : undefined}>
          {t(key)} {index + 1 < current ? `· ${t('c2c.step.done')}` : ''}
        </li>
      ))}
    </ol>
  );
};

/** What the customer does now, or how the order ended. */
const NextStep = ({ order }: { order: C2cOrder }) => {
  const { t } = useTranslation();
  const format = useFormat();
  switch (order.status) {
    case 'unmatched':
      return (
        <section className="card stack" data-testid="c2c-contact-support">
          <p>{t('c2c.waitingForMatch')}</p>
          {/* Live support (/service) is built by issue 23's support part; the order goes with the customer. */}
          <ButtonLink to={`/service?c2c=${order.id}`} block data-testid="c2c-support">
            {t('c2c.contactSupport')}
          </ButtonLink>
        </section>
      );
    case 'matched':
      return (
        <section className="card stack" data-testid="c2c-matched">
          <p>{t('c2c.matchedLead', { amount: `${format.amount(order.fiatAmount)} ${order.fiat}` })}</p>
          <ButtonLink to={`/c2c_account?id=${order.id}`} block variant="secondary" data-testid="c2c-view-account">
            {t('c2c.viewAccount')}
          </ButtonLink>
          <ButtonLink to={`/c2c_submit?id=${order.id}`} block data-testid="c2c-go-submit">
            {t('c2c.iHavePaid')}
          </ButtonLink>
        </section>
      );
    case 'proof_submitted':
      return (
        <p className="notice notice--info" data-testid="c2c-under-review">
          {t('c2c.underReview')}
        </p>
      );
    case 'completed':
      return (
        <section className="card stack" data-testid="c2c-completed">
          <p className="notice notice--info">{order.creditedAt ? t('c2c.credited', { amount: format.exact(order.amount, 2) }) : t('c2c.crediting')}</p>
          <ButtonLink to="/table1" block variant="secondary">
            {t('c2c.toAssets')}
          </ButtonLink>
        </section>
      );
    case 'rejected':
      return (
        <p className="notice notice--warning" data-testid="c2c-rejected">
          {t('c2c.rejectedBecause', { reason: order.reason ?? '' })}
        </p>
      );
    case 'expired':
      return (
        <section className="card stack" data-testid="c2c-expired">
          <p className="notice notice--warning">{t('c2c.expiredLead')}</p>
          <ButtonLink to="/c2c_create" block variant="secondary">
            {t('c2c.buyAgain')}
          </ButtonLink>
        </section>
      );
    default:
      return null;
  }
};

// /c2c_order?id=: one order: its status and timer, the three steps, what to do next, the frozen figures.
export const C2cOrderPage = () => {
  const { t } = useTranslation();
  return (
    <C2cOrderScreen
      title={t('c2c.orderTitle')}
      render={(order) => (
        <div className="stack">
          <section className="card stack" data-testid="c2c-order">
            <div className="status-line">
              <C2cStatusBadge status={order.status} />
            </div>
            <CopyRow label={t('c2c.orderNumber')} text={order.id} copyLabel={t('c2c.copyOrderNumber')} testId="c2c-order-number" />
            {isOpen(order) && order.status !== 'proof_submitted' && <C2cCountdown until={order.expiresAt} />}
            <Steps order={order} />
          </section>
          <NextStep order={order} />
          <section className="card">
            <C2cOrderFigures order={order} />
          </section>
        </div>
      )}
    />
  );
};
