import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeFailure } from '../../../shared/api/submission-key';
import { focusFirstInvalid, useFormFields } from '../../../shared/form/use-form-fields';
import { useFormat } from '../../../shared/format/use-format';
import { AuthenticatorCodeField } from '../../../shared/ui/authenticator-code-field';
import { SubmitButton } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { SummaryList } from '../../../shared/ui/summary-list';
import { TradePasswordField } from '../../../shared/ui/trade-password-field';
import { authenticatorCode, hasFailures, newTradePassword } from '../../../shared/validation/rules';
import { checkAddress, checkMemo } from '../address-rules';
import { AmountField } from '../amount-field';
import { checkAmount, typedAmount } from '../../../shared/validation/amount-rules';
import { useCreateWithdrawalMutation, useLazyWithdrawalQuoteQuery, type QuoteArgs } from '../funding.api';
import type { BankCard, ChainInfo, NewWithdrawal, SavedAddress, WithdrawalQuote, WithdrawalRules } from '../funding.types';
import { BankDestination } from './bank-destination';
import { CryptoDestination } from './crypto-destination';
import { useLiveQuote } from './use-live-quote';
import { WithdrawalConfirmBody } from './withdrawal-confirm-body';
import { useFeeText } from './withdrawal-rules-card';
import { useFundingRequest } from '../use-funding-request';

export type Destination = { method: 'crypto'; chain: ChainInfo; saved: SavedAddress[] } | { method: 'bank'; cards: BankCard[] };

interface WithdrawalFormProps {
  destination: Destination;
  coin: string;
  scale: number;
  rules: WithdrawalRules | undefined;
  // The funding account's available balance of the coin, when known.
  available: string | null;
  // Set when the server or the catalogue already says no (closed network, rules refused).
  blocked: boolean;
  // The coin and network pickers of a crypto withdrawal.
  children?: ReactNode;
}

export const WithdrawalForm = ({ destination, coin, scale, rules, available, blocked, children }: WithdrawalFormProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const feeText = useFeeText();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValue, errors, setErrors, bind } = useFormFields({
    address: '',
    memo: '',
    bank_card_id: destination.method === 'bank' && destination.cards.length === 1 ? destination.cards[0].id : '',
    amount: '',
    trade_password: '',
    totp_code: '',
  });
  const [confirming, setConfirming] = useState<WithdrawalQuote | null>(null);
  const { failure, setFailure, send } = useFundingRequest({
    toast: t('withdraw.submitted'),
    records: '/moneyRecord',
    settled: (outcome) => {
      if (outcome === 'retry') return;
      setConfirming(null);
      // Refused: the secrets are asked again with the next attempt.
      if (outcome === 'refused') {
        setValue('trade_password', '');
        setValue('totp_code', '');
      }
    },
  });
  const [fetchQuote, { isFetching: quoting }] = useLazyWithdrawalQuoteQuery();
  const [createWithdrawal, { isLoading: sending }] = useCreateWithdrawalMutation();

  const chain = destination.method === 'crypto' ? destination.chain : undefined;
  const limits = { scale, min: rules?.min, max: rules?.max, available };
  const amount = typedAmount(values.amount);
  const quoteArgs: QuoteArgs | null = checkAmount(values.amount, { ...limits, available: null })
    ? null
    : { method: destination.method, coin, chain: chain?.chain, amount };
  const live = useLiveQuote(blocked ? null : quoteArgs);
  const noTradePassword = !!rules && !rules.has_trade_password;
  const codeNeeded = rules?.second_factor === 'totp';
  const closed = blocked || (!!rules && !rules.allowed) || noTradePassword;
  const shown = (value: string) => `${format.amount(value)} ${coin}`;

  const validate = () => {
    const failures = {
      address: destination.method === 'crypto' ? (checkAddress(values.address, destination.chain) ?? undefined) : undefined,
      memo: destination.method === 'crypto' ? (checkMemo(values.memo, destination.chain) ?? undefined) : undefined,
      bank_card_id: destination.method === 'bank' && !values.bank_card_id ? 'validation.bankCardEmpty' : undefined,
      amount: checkAmount(values.amount, limits) ?? undefined,
      trade_password: newTradePassword(values.trade_password) ?? undefined,
      totp_code: codeNeeded ? (authenticatorCode(values.totp_code) ?? undefined) : undefined,
    };
    setErrors(failures);
    return !hasFailures(failures);
  };

  const review = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (closed || !validate()) {
      focusFirstInvalid(form.current);
      return;
    }
    // A fresh quote: the fee or the window may have changed since the page was opened.
    const result = await fetchQuote({ method: destination.method, coin, chain: chain?.chain, amount });
    if (result.data) setConfirming(result.data);
    else
      setFailure({ message: describeFailure(result.error, t('funding.connectionLost')).message, retry: false });
  };

  const secondFactor = codeNeeded ? { totp_code: values.totp_code.trim() } : {};
  const body = (): NewWithdrawal =>
    destination.method === 'crypto'
      ? {
          method: 'crypto',
          coin,
          chain: destination.chain.chain,
          address: values.address.trim(),
          memo: values.memo.trim() || undefined,
          amount,
          trade_password: values.trade_password,
          ...secondFactor,
        }
      : { method: 'bank', bank_card_id: values.bank_card_id, amount, trade_password: values.trade_password, ...secondFactor };

  const submit = async () => {
    const request = body();
    await send(JSON.stringify(request), (key) => createWithdrawal({ key, body: request }));
  };

  const card = destination.method === 'bank' ? destination.cards.find((entry) => entry.id === values.bank_card_id) : undefined;

  return (
    <form ref={form} className="form" onSubmit={review} noValidate aria-label={t('withdraw.title')}>
      {children}
      {destination.method === 'crypto' ? (
        <CryptoDestination
          coin={coin}
          chain={destination.chain}
          saved={destination.saved}
          address={{ value: values.address, error: errors.address, onChange: (next) => setValue('address', next) }}
          memo={{ value: values.memo, error: errors.memo, onChange: (next) => setValue('memo', next) }}
          disabled={blocked}
        />
      ) : (
        <BankDestination
          cards={destination.cards}
          value={values.bank_card_id}
          error={errors.bank_card_id}
          onChange={(next) => setValue('bank_card_id', next)}
          disabled={blocked}
        />
      )}
      <AmountField
        value={values.amount}
        onChange={(next) => setValue('amount', next)}
        coin={coin}
        scale={scale}
        error={errors.amount}
        all={available}
        disabled={blocked}
        hint={available !== null ? t('funding.availableHint', { amount: shown(available) }) : undefined}
      />
      <div className="quote-lines" aria-live="polite" data-testid="live-quote">
        <SummaryList
          items={[
            {
              label: t('funding.fee'),
              value: live.quote ? shown(live.quote.fee) : feeText(rules?.fee ?? chain?.withdraw_fee, rules?.fee_rate, coin),
              testId: 'fee',
            },
            { label: t('withdraw.receive'), value: live.quote ? shown(live.quote.receive) : live.pending ? '…' : '--', emphasis: true, testId: 'receive' },
          ]}
        />
        {live.refusal && <p className="field__error">{live.refusal}</p>}
      </div>
      {noTradePassword ? (
        <p className="notice notice--warning" role="alert" data-testid="no-trade-password">
          {t('withdraw.noTradePassword')} <Link to="/bindmpwd">{t('withdraw.setTradePassword')}</Link>
        </p>
      ) : (
        <TradePasswordField {...bind('trade_password')} hint={t('withdraw.tradePasswordHint')} disabled={blocked} />
      )}
      {codeNeeded && !noTradePassword && (
        <AuthenticatorCodeField
          {...bind('totp_code')}
          label={t('withdraw.authenticatorCode')}
          hint={t('withdraw.authenticatorHint')}
          disabled={blocked}
          data-testid="withdraw-totp"
        />
      )}
      {failure && !confirming && (
        <p className="notice notice--warning" role="alert" data-testid="form-refusal">
          {failure.message}
        </p>
      )}
      <SubmitButton busy={quoting} disabled={closed}>{t('withdraw.submit')}</SubmitButton>

      <ConfirmDialog
        open={confirming !== null}
        title={t('withdraw.confirmTitle')}
        confirmLabel={t('withdraw.confirmSubmit')}
        busy={sending}
        onConfirm={submit}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <WithdrawalConfirmBody
            quote={confirming}
            rules={rules}
            coin={coin}
            destination={
              destination.method === 'crypto'
                ? { method: 'crypto', chain: destination.chain.chain, address: values.address.trim(), memo: values.memo.trim() || null }
                : { method: 'bank', card }
            }
          />
        )}
        {failure && confirming && (
          <p className="notice notice--warning" role="alert">
            {failure.message}
          </p>
        )}
      </ConfirmDialog>
    </form>
  );
};
