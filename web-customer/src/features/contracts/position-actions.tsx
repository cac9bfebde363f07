import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmissionKeys, type SubmissionOutcome } from '../../shared/api/submission-key';
import { useFormat } from '../../shared/format/use-format';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { SummaryList } from '../../shared/ui/summary-list';
import { useAddMarginMutation, useCancelPendingOpenMutation, useClosePositionMutation, useSetTakeProfitStopLossMutation } from './contracts.api';
import type { Position } from './contracts.types';

type Action = 'close' | 'levels' | 'margin' | 'cancel' | null;

const decimalsOf = (step: string) => (step.includes('.') ? step.length - step.indexOf('.') - 1 : 0);

// What a customer can do with a position, each confirmed in a dialog before anything happens.
export const PositionActions = ({ position, pnl }: { position: Position; pnl: string | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const keys = useSubmissionKeys();
  const [action, setAction] = useState<Action>(null);
  const [lots, setLots] = useState(position.lots);
  const [levels, setLevels] = useState({ takeProfit: position.takeProfit ?? '', stopLoss: position.stopLoss ?? '' });
  const [amount, setAmount] = useState('');
  const [close, closing] = useClosePositionMutation();
  const [setTakeProfitStopLoss, saving] = useSetTakeProfitStopLossMutation();
  const [addMargin, adding] = useAddMarginMutation();
  const [cancel, cancelling] = useCancelPendingOpenMutation();
  const priceDecimals = decimalsOf(position.terms.tickSize);

  // A dialog's state for one action: open while it is chosen; confirming sends it under its fingerprint
  // and closes the dialog once it went through.
  const confirmationOf = (chosen: Action, fingerprint: string, work: (key: string) => PromiseLike<SubmissionOutcome>) => ({
    open: action === chosen,
    onCancel: () => setAction(null),
    onConfirm: async () => {
      const result = await keys.send(fingerprint, work);
      if (!('error' in result)) setAction(null);
    },
  });

  if (position.status === 'pending') {
    return (
      <div className="position__actions">
        <Button variant="secondary" onClick={() => setAction('cancel')} data-testid="cancel-pending">
          {t('contracts.actions.cancel')}
        </Button>
        <ConfirmDialog
          {...confirmationOf('cancel', `cancel:${position.id}`, (key) => cancel({ key, body: { id: position.id } }))}
          title={t('contracts.actions.cancelTitle')}
          confirmLabel={t('contracts.actions.cancel')}
          dismissLabel={t('contracts.actions.keep')}
          busy={cancelling.isLoading}
          danger
        >
          <p>{t('contracts.actions.cancelText', { amount: format.amount(position.heldForOpen, 2) })}</p>
        </ConfirmDialog>
      </div>
    );
  }

  return (
    <div className="position__actions">
      <Button variant="secondary" onClick={() => setAction('levels')} data-testid="edit-levels">
        {t('contracts.actions.levels')}
      </Button>
      <Button variant="secondary" onClick={() => setAction('margin')} data-testid="add-margin">
        {t('contracts.actions.margin')}
      </Button>
      <Button variant="danger" onClick={() => setAction('close')} data-testid="close-position">
        {t('contracts.actions.close')}
      </Button>
      <ConfirmDialog
        {...confirmationOf('close', `close:${position.id}:${lots}`, (key) => close({ key, body: { id: position.id, lots: lots === position.lots ? undefined : lots } }))}
        title={t('contracts.actions.closeTitle')}
        confirmLabel={t('contracts.actions.close')}
        busy={closing.isLoading}
        danger
      >
        <DecimalField name="lots" label={t('contracts.actions.closeLots', { max: format.amount(position.lots) })} value={lots} scale={decimalsOf(position.terms.lotStep)} onValueChange={setLots} />
        <SummaryList items={[{ label: t('contracts.position.pnl'), value: pnl ? `${format.amount(pnl, 2)} USDT` : '--' }]} />
        <p className="muted">{t('contracts.actions.closeText', { spread: format.amount(position.terms.spread) })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...confirmationOf('levels', `levels:${position.id}:${levels.takeProfit}:${levels.stopLoss}`, (key) =>
          setTakeProfitStopLoss({ key, body: { id: position.id, takeProfit: levels.takeProfit || null, stopLoss: levels.stopLoss || null } }),
        )}
        title={t('contracts.actions.levelsTitle')}
        confirmLabel={t('contracts.actions.save')}
        busy={saving.isLoading}
      >
        <DecimalField name="takeProfit" label={t('contracts.form.takeProfit')} value={levels.takeProfit} scale={priceDecimals} onValueChange={(value) => setLevels((current) => ({ ...current, takeProfit: value }))} data-testid="levels-take-profit" />
        <DecimalField name="stopLoss" label={t('contracts.form.stopLoss')} value={levels.stopLoss} scale={priceDecimals} onValueChange={(value) => setLevels((current) => ({ ...current, stopLoss: value }))} />
        <p className="muted">{t(position.side === 'long' ? 'contracts.actions.levelsLong' : 'contracts.actions.levelsShort')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        {...confirmationOf('margin', `margin:${position.id}:${amount}`, (key) => addMargin({ key, body: { id: position.id, amount } }))}
        title={t('contracts.actions.marginTitle')}
        confirmLabel={t('contracts.actions.margin')}
        busy={adding.isLoading}
      >
        <DecimalField name="amount" label={t('contracts.actions.marginAmount')} value={amount} scale={6} onValueChange={setAmount} />
        <p className="muted">{t('contracts.actions.marginText')}</p>
      </ConfirmDialog>
    </div>
  );
};
