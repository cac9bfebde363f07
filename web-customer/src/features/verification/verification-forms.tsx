import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES } from '@meridian/contracts';
import { useFormat } from '../../shared/format/use-format';
import { localeOf } from '../../shared/i18n/languages';
import { VerificationForm, type FieldSpec } from './verification-form';

const required = (key: string) => (value: string) => (value === '' ? key : null);
const pattern = (regex: RegExp, key: string) => (value: string) => (value === '' ? 'kyc.required' : regex.test(value) ? null : key);
const DECIMAL = /^\d{1,15}(\.\d{1,2})?$/;

// Country names in the customer's language, sorted as they read them.
const useCountryOptions = () => {
  const { language } = useFormat();
  const { t } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([localeOf(language), 'en'], { type: 'region' });
    const options = COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code }));
    options.sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: '', label: t('kyc.field.chooseCountry') }, ...options];
  }, [language, t]);
};

// /authentication (and /smauth): who the customer is, with the document's two sides and a photo holding it.
export const PrimaryVerificationPage = () => {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const fields: FieldSpec[] = [
    { name: 'country', label: t('kyc.field.country'), hint: t('kyc.field.countryHint'), options: countries, check: required('kyc.countryRequired') },
    { name: 'realName', label: t('kyc.field.realName'), check: (value) => (value.length < 2 ? 'kyc.required' : null), autoComplete: 'name' },
    {
      name: 'documentType',
      label: t('kyc.field.documentType'),
      options: ['1', '2', '3', '4', '5'].map((value) => ({ value, label: t(`kyc.documentType.${value}`) })),
      check: required('kyc.required'),
    },
    { name: 'documentNumber', label: t('kyc.field.documentNumber'), check: pattern(/^[0-9A-Za-z -]{4,32}$/, 'kyc.documentNumberFormat') },
    { name: 'bankName', label: t('kyc.field.bankName'), check: (value) => (value.length < 2 ? 'kyc.required' : null) },
    { name: 'cardNumber', label: t('kyc.field.cardNumber'), inputMode: 'numeric', check: pattern(/^\d{12,19}$/, 'kyc.cardNumberFormat') },
  ];
  return (
    <VerificationForm
      tier="primary"
      title={t('kyc.tier.primary')}
      lead={t('kyc.lead.primary')}
      fields={fields}
      images={[
        { role: 'front', label: t('kyc.photo.front'), hint: t('kyc.photoHint') },
        { role: 'back', label: t('kyc.photo.back'), hint: t('kyc.photoHint') },
        { role: 'handheld', label: t('kyc.photo.handheld'), hint: t('kyc.photo.handheldHint') },
      ]}
    />
  );
};

// /authenticationhigh (and /seniorauth): where the customer's money comes from.
export const AdvancedVerificationPage = () => {
  const { t } = useTranslation();
  const fields: FieldSpec[] = [
    { name: 'occupation', label: t('kyc.field.occupation'), check: (value) => (value.length < 2 ? 'kyc.required' : null) },
    { name: 'sourceOfWealth', label: t('kyc.field.sourceOfWealth'), check: (value) => (value.length < 2 ? 'kyc.required' : null) },
    { name: 'monthlyIncome', label: t('kyc.field.monthlyIncome'), inputMode: 'decimal', check: pattern(DECIMAL, 'kyc.amountFormat') },
    { name: 'expectedInvestment', label: t('kyc.field.expectedInvestment'), inputMode: 'decimal', check: pattern(DECIMAL, 'kyc.amountFormat') },
    {
      name: 'assetProofType',
      label: t('kyc.field.assetProofType'),
      options: ['house', 'bank_deposit', 'stocks', 'company'].map((value) => ({ value, label: t(`kyc.assetProof.${value}`) })),
      check: required('kyc.required'),
    },
  ];
  return (
    <VerificationForm
      tier="advanced"
      title={t('kyc.tier.advanced')}
      lead={t('kyc.lead.advanced')}
      fields={fields}
      images={[{ role: 'asset_proof', label: t('kyc.photo.asset_proof'), hint: t('kyc.photoHint') }]}
    />
  );
};

// /dzrz: the customer's address, with a recent utility or broadband bill.
export const AddressVerificationPage = () => {
  const { t } = useTranslation();
  return (
    <VerificationForm
      tier="address"
      title={t('kyc.tier.address')}
      lead={t('kyc.lead.address')}
      fields={[{ name: 'address', label: t('kyc.field.address'), autoComplete: 'street-address', check: (value) => (value.length < 5 ? 'kyc.required' : null) }]}
      images={[{ role: 'bill', label: t('kyc.photo.bill'), hint: t('kyc.photo.billHint') }]}
    />
  );
};
