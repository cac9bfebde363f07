import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFields } from '../../../shared/form/use-form-fields';
import { SubmitButton } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { TextField } from '../../../shared/ui/text-field';
import { checkBankCard, cleanBankCard, REQUIRED_BANK_FIELDS, type BankCardField } from '../bank-card-rules';
import { useAddBankCardMutation } from '../funding.api';
import { useSaveAndReturn } from '../use-save-and-return';

const FIELDS: readonly { name: BankCardField; labelKey: string; autoComplete?: string; inputMode?: 'tel' | 'text'; upper?: boolean }[] = [
  { name: 'bank_name', labelKey: 'bankCards.bankName', autoComplete: 'off' },
  { name: 'account_number', labelKey: 'bankCards.accountNumber', autoComplete: 'off' },
  { name: 'swift_code', labelKey: 'bankCards.swiftCode', autoComplete: 'off', upper: true },
  { name: 'routing_number', labelKey: 'bankCards.routingNumber', autoComplete: 'off' },
  { name: 'bank_address', labelKey: 'bankCards.bankAddress', autoComplete: 'off' },
  { name: 'payee_name', labelKey: 'bankCards.payeeName', autoComplete: 'name' },
  { name: 'payee_phone', labelKey: 'bankCards.payeePhone', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'payee_address', labelKey: 'bankCards.payeeAddress', autoComplete: 'street-address' },
];

const HINTS: Partial<Record<BankCardField, string>> = {
  swift_code: 'bankCards.swiftHint',
  routing_number: 'bankCards.routingHint',
  payee_name: 'bankCards.payeeNameHint',
};

// /bankAdd: everything a telegraphic transfer needs, checked before it is sent.
export const AddBankCardPage = () => {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, setValue, passes } = useFormFields({
    bank_name: '',
    account_number: '',
    swift_code: '',
    routing_number: '',
    bank_address: '',
    payee_name: '',
    payee_phone: '',
    payee_address: '',
  });
  const [addCard, { isLoading }] = useAddBankCardMutation();
  const save = useSaveAndReturn(addCard, t('bankCards.saved'), '/bank');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failures = checkBankCard(values);
    if (!passes(failures, form.current)) return;
    const body = cleanBankCard(values);
    await save(body);
  };

  return (
    <Page title={t('bankCards.addTitle')} narrow>
      <p className="page__lead">{t('bankCards.addLead')}</p>
      <form ref={form} className="form card" onSubmit={submit} noValidate>
        {FIELDS.map((field) => {
          const bound = bind(field.name);
          const required = REQUIRED_BANK_FIELDS.includes(field.name);
          return (
            <TextField
              key={field.name}
              {...bound}
              onChange={field.upper ? (event) => setValue(field.name, event.target.value.toUpperCase()) : bound.onChange}
              label={required ? t(field.labelKey) : t('funding.optional', { label: t(field.labelKey) })}
              hint={HINTS[field.name] ? t(HINTS[field.name]!) : undefined}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              aria-required={required || undefined}
              spellCheck={false}
            />
          );
        })}
        <SubmitButton busy={isLoading}>{t('bankCards.save')}</SubmitButton>
      </form>
    </Page>
  );
};
