import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormFields } from '../../../shared/form/use-form-fields';
import { SubmitButton } from '../../../shared/ui/button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { Page } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TextField } from '../../../shared/ui/text-field';
import { checkAddress, checkMemo } from '../address-rules';
import { CoinChainFields } from '../coin-chain-fields';
import { useCoinChain } from '../coin-chain';
import { useAddAddressMutation, useCatalogueQuery } from '../funding.api';
import { useSaveAndReturn } from '../use-save-and-return';

const REMARK_MAX = 40;

// /walletAdd: a withdrawal address, checked against the chain's pattern from the catalogue.
export const AddAddressPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const catalogue = useCatalogueQuery();
  const selection = useCoinChain(catalogue.data, 'any', { coin: search.get('coin'), chain: search.get('chain') });
  const { values, errors, bind, setValue, passes } = useFormFields({ address: '', memo: '', remark: '' });
  const [addAddress, { isLoading }] = useAddAddressMutation();
  const save = useSaveAndReturn(addAddress, t('addressBook.saved'), '/address');
  const { coin, chain } = selection;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!coin || !chain) return;
    const failures = {
      address: checkAddress(values.address, chain) ?? undefined,
      memo: checkMemo(values.memo, chain) ?? undefined,
    };
    if (!passes(failures, form.current)) return;
    const body = {
      coin: coin.coin,
      chain: chain.chain,
      address: values.address.trim(),
      memo: chain.memo_required ? values.memo.trim() : undefined,
      remark: values.remark.trim() || undefined,
    };
    await save(body);
  };

  return (
    <Page title={t('addressBook.addTitle')} narrow>
      {catalogue.isLoading && <Skeleton lines={6} />}
      {catalogue.isError && !catalogue.data && (
        <LoadFailed title={t('funding.catalogueFailed')} onRetry={() => catalogue.refetch()} />
      )}
      {catalogue.data && coin && chain && (
        <form ref={form} className="form card" onSubmit={submit} noValidate>
          <CoinChainFields catalogue={catalogue.data} selection={selection} use="any" />
          <TextField
            name="address"
            label={t('withdraw.address')}
            value={values.address}
            onChange={(event) => setValue('address', event.target.value.trim())}
            error={errors.address}
            placeholder={t('withdraw.addressPlaceholder', { coin: coin.coin, chain: chain.chain })}
            autoComplete="off"
            spellCheck={false}
            className="field__input mono"
          />
          {chain.memo_required && <TextField {...bind('memo')} label={t('funding.memo')} hint={t('withdraw.memoHint')} autoComplete="off" />}
          <TextField
            {...bind('remark')}
            label={t('funding.remarkOptional')}
            placeholder={t('addressBook.remarkPlaceholder')}
            maxLength={REMARK_MAX}
            autoComplete="off"
          />
          <SubmitButton busy={isLoading}>{t('addressBook.save')}</SubmitButton>
        </form>
      )}
    </Page>
  );
};
