import { useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLanguage } from '../settings/settings.slice';
import { useAppSelector } from '../store/hooks';
import { FieldError } from '../ui/field-error';
import { Tabs } from '../ui/tabs';
import { tabItems } from '../ui/tab-items';
import { TextField } from '../ui/text-field';
import type { AccountType } from '../validation/rules';
import { areaCodeOptions } from './area-codes';

export interface Bound {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

interface AccountFieldsProps {
  type: AccountType;
  onTypeChange: (type: AccountType) => void;
  areaCode: Bound;
  account: Bound;
  // Only the one kind of account (binding a phone, or an e-mail): no tabs.
  fixedType?: boolean;
}

// Phone / e-mail tabs with the matching account input; used wherever a code is sent to an account.
export const AccountFields = ({ type, onTypeChange, areaCode, account, fixedType = false }: AccountFieldsProps) => {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const options = useMemo(() => areaCodeOptions(language), [language]);
  const areaId = useId();

  const areaSelect = (
    <span className="field__area-wrap">
      <label htmlFor={areaId} className="visually-hidden">
        {t('account.areaCode')}
      </label>
      <select id={areaId} className="field__area" name={areaCode.name} value={areaCode.value} onChange={areaCode.onChange}>
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.label}
          </option>
        ))}
      </select>
      <span className="field__area-code" aria-hidden="true">
        +{areaCode.value}
      </span>
    </span>
  );

  return (
    <>
      {!fixedType && (
        <Tabs
          label={t('account.typeLabel')}
          value={type}
          onChange={onTypeChange}
          items={tabItems('tab', { phone: t('account.phone'), email: t('account.email') })}
        />
      )}
      {type === 'phone' ? (
        <TextField
          {...account}
          label={t('account.phoneNumber')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('account.phonePlaceholder')}
          leading={areaSelect}
        />
      ) : (
        <TextField {...account} label={t('account.emailAddress')} type="email" autoComplete="email" placeholder={t('account.emailPlaceholder')} />
      )}
      <FieldError id={`${areaId}-error`} messageKey={areaCode.error} />
    </>
  );
};
