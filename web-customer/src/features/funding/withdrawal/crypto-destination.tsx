import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../shared/ui/text-field';
import type { ChainInfo, SavedAddress } from '../funding.types';

interface CryptoDestinationProps {
  coin: string;
  chain: ChainInfo;
  saved: SavedAddress[];
  address: { value: string; error?: string; onChange: (value: string) => void };
  memo: { value: string; error?: string; onChange: (value: string) => void };
  disabled?: boolean;
}

const short = (address: string) => (address.length > 20 ? `${address.slice(0, 8)}…${address.slice(-6)}` : address);

// Where the coins go: an address from the book, or one typed here; the memo only where the chain needs it.
export const CryptoDestination = ({ coin, chain, saved, address, memo, disabled }: CryptoDestinationProps) => {
  const { t } = useTranslation();
  const pickerId = useId();
  const matching = saved.filter((entry) => entry.coin === coin && entry.chain === chain.chain);
  const back = encodeURIComponent('/authenticationcj');

  const pick = (id: string) => {
    const entry = matching.find((candidate) => candidate.id === id);
    if (!entry) return;
    address.onChange(entry.address);
    memo.onChange(entry.memo ?? '');
  };

  return (
    <>
      {matching.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor={pickerId}>
            {t('withdraw.fromAddressBook')}
          </label>
          <div className="field__row field__row--select">
            <select
              id={pickerId}
              className="field__input field__select"
              value={matching.find((entry) => entry.address === address.value)?.id ?? ''}
              onChange={(event) => pick(event.target.value)}
              disabled={disabled}
              data-testid="address-book-picker"
            >
              <option value="">{t('withdraw.chooseSaved')}</option>
              {matching.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.remark ? `${entry.remark} · ${short(entry.address)}` : short(entry.address)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <TextField
        name="address"
        label={t('withdraw.address')}
        value={address.value}
        onChange={(event) => address.onChange(event.target.value.trim())}
        error={address.error}
        placeholder={t('withdraw.addressPlaceholder', { coin, chain: chain.chain })}
        autoComplete="off"
        spellCheck={false}
        className="field__input mono"
        disabled={disabled}
      />
      <p className="form__aside-link">
        <Link to={`/walletAdd?coin=${encodeURIComponent(coin)}&chain=${encodeURIComponent(chain.chain)}&back=${back}`}>{t('withdraw.saveNewAddress')}</Link>
      </p>
      {chain.memo_required && (
        <TextField
          name="memo"
          label={t('funding.memo')}
          value={memo.value}
          onChange={(event) => memo.onChange(event.target.value)}
          error={memo.error}
          hint={t('withdraw.memoHint')}
          autoComplete="off"
          disabled={disabled}
        />
      )}
    </>
  );
};
