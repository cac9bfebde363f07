import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure, useSubmissionKeys } from '../../../shared/api/submission-key';
import { focusFirstInvalid } from '../../../shared/form/use-form-fields';
import { useFormat } from '../../../shared/format/use-format';
import { toastShown } from '../../../shared/notify/notify.slice';
import { useAppDispatch } from '../../../shared/store/hooks';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SummaryList } from '../../../shared/ui/summary-list';
import { DecimalField } from '../../../shared/ui/decimal-field';
import { typedAmount } from '../../../shared/validation/amount-rules';
import { PaneFailed } from '../pane-state';
import { useSpotFundingBalancesQuery, useTransferToSpotMutation } from '../spot.api';
import { checkTransferAmount, fundingCoinOf, hasFunds, maxTransfer, transferInRequest } from './transfer-in-rules';

interface TransferInDialogProps {
  // The coin to bring into spot; the dialog is open while it is set.
  coin: string | null;
  onClose: () => void;
  onTransferred: () => void;
}

type TransferTrigger = ReturnType<typeof useTransferToSpotMutation>[0];

// A transfer from the funding account into spot without leaving the trading screen. The amount is typed
// in the dialog that also shows, before anything happens, the fee, what arrives and the rule (UI.md), so
// its button is the confirmation. Not the shared ConfirmDialog: that one carries the test ids of the
// order's confirmation, and both live on this screen.
export const TransferInDialog = ({ coin, onClose, onTransferred }: TransferInDialogProps) => {
  const { t } = useTranslation();
  const [transfer, { isLoading: busy }] = useTransferToSpotMutation();

  return (
    <Modal
      open={coin !== null}
      title={coin && t('spot.transferIn', { coin })}
      className="dialog--confirm"
      testId="transfer-dialog"
      onEscape={() => {
        if (!busy) onClose();
      }}
    >
      {/* Mounted only while open: every opening starts empty, and the funding balance is followed meanwhile. */}
      {coin && <TransferInForm coin={coin} transfer={transfer} busy={busy} onClose={onClose} onTransferred={onTransferred} />}
    </Modal>
  );
};

interface TransferInFormProps {
  coin: string;
  transfer: TransferTrigger;
  busy: boolean;
  onClose: () => void;
  onTransferred: () => void;
}

const TransferInForm = ({ coin, transfer, busy, onClose, onTransferred }: TransferInFormProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const format = useFormat();
  const keys = useSubmissionKeys();
  const form = useRef<HTMLFormElement>(null);
  const { data: rows, isLoading, isError, refetch } = useSpotFundingBalancesQuery();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const funding = rows ? fundingCoinOf(rows, coin) : null;
  const ready = funding !== null;
  const shown = (value: string) => `${format.amount(value)} ${coin}`;
  const valid = funding !== null && checkTransferAmount(amount, funding) === null;

  // The keyboard starts in the amount, once there is a balance to check it against; after showModal.
  useEffect(() => {
    if (!ready) return;
    const frame = requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input[name="amount"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  const edit = (value: string) => {
    setAmount(value);
    setError(undefined);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!funding || busy) return;
    const failed = checkTransferAmount(amount, funding);
    setError(failed ?? undefined);
    if (failed) {
      focusFirstInvalid(form.current);
      return;
    }
    setFailure(null);
    const body = transferInRequest(coin, amount);
    const result = await keys.send(JSON.stringify(body), (key) => transfer({ key, body }));
    if ('data' in result) {
      dispatch(toastShown(t('spot.transferInPlace.done', { amount: shown(body.amount) }), 'success'));
      onTransferred();
      return;
    }
    const { message, retry } = describeFailure(result.error, t('spot.connectionLost'));
    setFailure(retry ? t('spot.transferInPlace.safeToRetry', { message }) : message);
  };

  const body = () => {
    if (isLoading) return <Skeleton lines={4} />;
    if (!rows)
      return isError ? <PaneFailed title={t('spot.transferInPlace.failed')} onRetry={refetch} testId="transfer-funding-error" /> : null;
    if (!funding)
      return (
        <p className="notice notice--info" data-testid="transfer-no-coin">
          {t('spot.transferInPlace.noCoin', { coin })}
        </p>
      );
    return (
      <>
        <DecimalField
          name="amount"
          label={t('spot.transferInPlace.amount')}
          value={amount}
          scale={funding.scale}
          onValueChange={edit}
          placeholder={t('spot.transferInPlace.placeholder')}
          error={error}
          hint={t('spot.transferInPlace.available', { amount: shown(funding.available) })}
          disabled={busy}
          data-testid="transfer-amount"
          trailing={
            <>
              <span className="field__unit">{coin}</span>
              <button
                type="button"
                className="field__action"
                onClick={() => edit(maxTransfer(funding))}
                disabled={busy || !hasFunds(funding)}
                data-testid="transfer-max"
              >
                {t('spot.transferInPlace.max')}
              </button>
            </>
          }
        />
        {!hasFunds(funding) && (
          <p className="notice notice--info" data-testid="transfer-no-funds">
            {t('spot.transferInPlace.noFunds', { coin })}
          </p>
        )}
        <SummaryList
          items={[
            { label: t('spot.transferInPlace.from'), value: t('spot.transferInPlace.fundingAccount') },
            { label: t('spot.transferInPlace.to'), value: t('spot.transferInPlace.spotAccount') },
            { label: t('spot.fee'), value: t('spot.transferInPlace.noFee'), testId: 'transfer-fee' },
            {
              label: t('spot.transferInPlace.arrives'),
              value: valid ? t('spot.transferInPlace.arrivesValue', { amount: shown(typedAmount(amount)) }) : '--',
              emphasis: true,
              testId: 'transfer-receive',
            },
          ]}
        />
        <ul className="rule-list">
          <li>{t('spot.transferInPlace.rule')}</li>
        </ul>
      </>
    );
  };

  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <div className="dialog__body">
        {body()}
        {failure && (
          <p className="notice notice--warning" role="alert" data-testid="transfer-refusal">
            {failure}
          </p>
        )}
      </div>
      <div className="dialog__actions">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={!ready} data-testid="transfer-confirm">
          {t('spot.transferInPlace.confirm')}
        </Button>
      </div>
    </form>
  );
};
