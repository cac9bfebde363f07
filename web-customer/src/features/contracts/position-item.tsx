import { useTranslation } from 'react-i18next';
import { decimalPlaces } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { Fact } from '../../shared/ui/fact';
import type { Position } from './contracts.types';
import { livePnl, returnOnMargin } from './live-figures';
import { PositionActions } from './position-actions';
import { PositionSideText } from './side-text';

const isZero = (value: string) => /^-?0*(\.0*)?$/.test(value);

const signClass = (value: string | null) => (value === null ? '' : value.startsWith('-') ? 'price-down' : 'price-up');

// One position: what it is, its figures at the live price, and what can be done with it.
export const PositionItem = ({ position, livePrice }: { position: Position; livePrice: string | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const open = position.status === 'open';
  const closed = position.status === 'closed' || position.status === 'liquidated';
  const pnl = open ? (livePnl(position, livePrice) ?? position.unrealizedPnl) : null;
  const roe = returnOnMargin(pnl, position.margin);
  // Exact USDT, at least 2 places: each close's realised P&L and fee are shown whole, so the rows add
  // up to the totals on screen. Prices with at least the tick's decimals, and any the spread added.
  const usdt = (value: string) => `${format.exact(value, 2)} USDT`;
  const price = (value: string | null | undefined) => (value ? format.exact(value, decimalPlaces(position.terms.tickSize)) : null);
  const figure = (label: string, value: string | null | undefined, testId?: string, className = '') => (
    <Fact rowClassName="position__figure" label={label} className={`mono ${className}`} testId={testId}>
      {value ?? '--'}
    </Fact>
  );
  return (
    <li className="card position" data-testid="position" data-status={position.status}>
      <div className="position__head">
        <strong>{position.symbol}</strong> <PositionSideText side={position.side} /> <span className="badge badge--neutral">{position.leverage}x</span>
        <span className="muted">
          {format.amount(position.lots)} {t('contracts.lotsUnit')}
        </span>
        {!open && <span className={`badge badge--${position.status === 'liquidated' ? 'danger' : 'neutral'}`}>{t(`contracts.status.${position.status}`)}</span>}
      </div>
      <dl className="position__figures">
        {open && figure(t('contracts.position.pnl'), pnl === null ? null : `${format.amount(pnl, 2)} USDT${roe ? ` (${format.percentSign(format.amount(roe))})` : ''}`, 'position-pnl', signClass(pnl))}
        {figure(t('contracts.position.entry'), price(position.entryPrice ?? position.limitPrice))}
        {open && figure(t('contracts.position.mark'), price(livePrice ?? position.markPrice), 'position-mark')}
        {open && figure(t('contracts.position.liquidation'), price(position.liquidationPrice), 'position-liquidation')}
        {figure(
          t(closed ? 'contracts.history.marginWhileOpen' : 'contracts.position.margin'),
          closed ? usdt(position.marginWhileOpen ?? position.initialMargin) : `${format.amount(position.status === 'pending' ? position.heldForOpen : open ? position.margin : position.initialMargin, 2)} USDT`,
          'position-margin',
        )}
        {(position.takeProfit || position.stopLoss) && figure(t('contracts.position.levels'), `${price(position.takeProfit) ?? '--'} / ${price(position.stopLoss) ?? '--'}`)}
        {position.closeTick && figure(t('contracts.position.closedAt'), t('contracts.position.closedAtTick', { price: price(position.closePrice) ?? '--', seq: position.closeTick.seq, time: format.dateTime(position.closeTick.at) }))}
        {position.closeReason && figure(t('contracts.position.reason'), t(`contracts.reason.${position.closeReason}`))}
        {!open && position.status !== 'pending' && figure(t('contracts.history.totalRealized'), usdt(position.realizedPnl), 'position-realized', signClass(position.realizedPnl))}
        {closed && figure(t('contracts.history.openFee'), usdt(position.openFee), 'position-open-fee')}
        {closed && figure(t('contracts.history.totalFees'), usdt(position.totalFees), 'position-fees')}
        {closed && !isZero(position.financing) && figure(t('contracts.history.financing'), usdt(position.financing), 'position-financing')}
      </dl>
      {closed && position.closes.length > 0 && (
        <ol className="position-closes" aria-label={t('contracts.history.closes')} data-testid="position-closes">
          {position.closes.map((close, index) => (
            <li key={`${close.at}-${index}`} className="position-close" data-testid="position-close">
              <span>
                {t(`contracts.reason.${close.reason}`)} · {t('contracts.history.lots', { lots: format.amount(close.lots) })}
              </span>
              <span className={`mono ${signClass(close.realizedPnl)}`} data-testid="close-realized">
                {usdt(close.realizedPnl)}
              </span>
              <span className="muted mono">
                {price(close.price) ?? '--'}
                {close.tick ? ` · ${t('contracts.history.tick', { seq: close.tick.seq, time: format.dateTime(close.tick.at) })}` : ''}
              </span>
              <span className="muted mono" data-testid="close-fee">
                {t('contracts.history.fee', { fee: format.exact(close.fee, 2) })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {(open || position.status === 'pending') && <PositionActions position={position} pnl={pnl} />}
    </li>
  );
};
