import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import type { Position } from './contracts.types';
import { livePnl, returnOnMargin } from './live-figures';
import { PositionActions } from './position-actions';
import { PositionSideText } from './side-text';

// Exact USDT, at least 2 places: each close's realised P&L and fee are shown whole, so the rows add up to the totals on screen.
const exactPlaces = (value: string) => {
  const fraction = value.includes('.') ? value.slice(value.indexOf('.') + 1).replace(/0+$/, '') : '';
  return Math.max(2, fraction.length);
};
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
  const figure = (label: string, value: string | null | undefined, testId?: string, className = '') => (
    <div className="position__figure">
      <dt>{label}</dt>
      <dd className={`mono ${className}`} data-testid={testId}>
        {value ?? '--'}
      </dd>
    </div>
  );
  return (
    <li className="card position" data-testid="position" data-status={position.status}>
      <div className="position__head">
        <strong>{position.symbol}</strong> <PositionSideText side={position.side} /> <span className="badge badge--neutral">{position.leverage}x</span>
        <span className="muted">
          {position.lots} {t('contracts.lotsUnit')}
        </span>
        {!open && <span className={`badge badge--${position.status === 'liquidated' ? 'danger' : 'neutral'}`}>{t(`contracts.status.${position.status}`)}</span>}
      </div>
      <dl className="position__figures">
        {open && figure(t('contracts.position.pnl'), pnl === null ? null : `${format.amount(pnl, 2)} USDT${roe ? ` (${format.percentSign(roe)})` : ''}`, 'position-pnl', signClass(pnl))}
        {figure(t('contracts.position.entry'), position.entryPrice ?? position.limitPrice)}
        {open && figure(t('contracts.position.mark'), livePrice ?? position.markPrice, 'position-mark')}
        {open && figure(t('contracts.position.liquidation'), position.liquidationPrice, 'position-liquidation')}
        {figure(
          t(closed ? 'contracts.history.marginWhileOpen' : 'contracts.position.margin'),
          closed ? `${format.amount(position.marginWhileOpen ?? position.initialMargin, exactPlaces(position.marginWhileOpen ?? position.initialMargin))} USDT` : `${format.amount(position.status === 'pending' ? position.heldForOpen : open ? position.margin : position.initialMargin, 2)} USDT`,
          'position-margin',
        )}
        {(position.takeProfit || position.stopLoss) && figure(t('contracts.position.levels'), `${position.takeProfit ?? '--'} / ${position.stopLoss ?? '--'}`)}
        {position.closeTick && figure(t('contracts.position.closedAt'), t('contracts.position.closedAtTick', { price: position.closePrice, seq: position.closeTick.seq, time: format.dateTime(position.closeTick.at) }))}
        {position.closeReason && figure(t('contracts.position.reason'), t(`contracts.reason.${position.closeReason}`))}
        {!open && position.status !== 'pending' && figure(t('contracts.history.totalRealized'), `${format.amount(position.realizedPnl, exactPlaces(position.realizedPnl))} USDT`, 'position-realized', signClass(position.realizedPnl))}
        {closed && figure(t('contracts.history.openFee'), `${format.amount(position.openFee, exactPlaces(position.openFee))} USDT`, 'position-open-fee')}
        {closed && figure(t('contracts.history.totalFees'), `${format.amount(position.totalFees, exactPlaces(position.totalFees))} USDT`, 'position-fees')}
        {closed && !isZero(position.financing) && figure(t('contracts.history.financing'), `${format.amount(position.financing, exactPlaces(position.financing))} USDT`, 'position-financing')}
      </dl>
      {closed && position.closes.length > 0 && (
        <ol className="position-closes" aria-label={t('contracts.history.closes')} data-testid="position-closes">
          {position.closes.map((close, index) => (
            <li key={`${close.at}-${index}`} className="position-close" data-testid="position-close">
              <span>
                {t(`contracts.reason.${close.reason}`)} · {t('contracts.history.lots', { lots: format.amount(close.lots) })}
              </span>
              <span className={`mono ${signClass(close.realizedPnl)}`} data-testid="close-realized">
                {format.amount(close.realizedPnl, exactPlaces(close.realizedPnl))} USDT
              </span>
              <span className="muted mono">
                {close.price === null ? '--' : format.amount(close.price)}
                {close.tick ? ` · ${t('contracts.history.tick', { seq: close.tick.seq, time: format.dateTime(close.tick.at) })}` : ''}
              </span>
              <span className="muted mono" data-testid="close-fee">
                {t('contracts.history.fee', { fee: format.amount(close.fee, exactPlaces(close.fee)) })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {(open || position.status === 'pending') && <PositionActions position={position} pnl={pnl} />}
    </li>
  );
};
