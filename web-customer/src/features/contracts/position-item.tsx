import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import type { Position } from './contracts.types';
import { livePnl, returnOnMargin } from './live-figures';
import { PositionActions } from './position-actions';
import { PositionSideText } from './side-text';

const signClass = (value: string | null) => (value === null ? '' : value.startsWith('-') ? 'price-down' : 'price-up');

// One position: what it is, its figures at the live price, and what can be done with it.
export const PositionItem = ({ position, livePrice }: { position: Position; livePrice: string | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const open = position.status === 'open';
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
        {figure(t('contracts.position.margin'), `${format.amount(position.status === 'pending' ? position.heldForOpen : open ? position.margin : position.initialMargin, 2)} USDT`)}
        {(position.takeProfit || position.stopLoss) && figure(t('contracts.position.levels'), `${position.takeProfit ?? '--'} / ${position.stopLoss ?? '--'}`)}
        {position.closeTick && figure(t('contracts.position.closedAt'), t('contracts.position.closedAtTick', { price: position.closePrice, seq: position.closeTick.seq, time: format.dateTime(position.closeTick.at) }))}
        {position.closeReason && figure(t('contracts.position.reason'), t(`contracts.reason.${position.closeReason}`))}
        {!open && position.status !== 'pending' && figure(t('contracts.position.realized'), `${format.amount(position.realizedPnl, 2)} USDT`, 'position-realized', signClass(position.realizedPnl))}
      </dl>
      {(open || position.status === 'pending') && <PositionActions position={position} pnl={pnl} />}
    </li>
  );
};
