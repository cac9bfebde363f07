import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useConfirmedSubmission } from '../../shared/form/use-confirmed-submission';
import { compareDecimal, isDecimal } from '../../shared/decimal/decimal';
import { focusFirstInvalid } from '../../shared/form/use-form-fields';
import { useFormat } from '../../shared/format/use-format';
import { localeOf } from '../../shared/i18n/languages';
import { SubmitButton } from '../../shared/ui/button';
import { CheckboxField } from '../../shared/ui/checkbox-field';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DecimalField } from '../../shared/ui/decimal-field';
import { ImageField } from '../../shared/ui/image-field';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { TextField } from '../../shared/ui/text-field';
import { CreditEvaluatedNotice, useCreditEvaluated } from './credit-evaluated-notice';
import { CreditEvaluationRequest, EVALUABLE } from './credit-evaluation-request';
import { useApplyForLoanMutation, useCreditQuery, useLoanOfferQuery, useVerifiedNationalityQuery, type LoanProduct } from './lending.api';

const APPLICANT = ['name', 'country', 'address', 'birthDate', 'phone', 'monthlyIncome'] as const;
/** What the customer types; the country is the verified nationality. */
const TYPED = APPLICANT.filter((field) => field !== 'country');
const REQUIRED_IMAGES = ['idFront', 'idBack'] as const;
const OPTIONAL_IMAGES = ['houseProof', 'incomeProof', 'bankStatement', 'idPhoto'] as const;
type Field = (typeof APPLICANT)[number];
type Role = (typeof REQUIRED_IMAGES)[number] | (typeof OPTIONAL_IMAGES)[number];

// /ldcoin: a loan application within the customer's limit, with the applicant's data and documents.
export const LoanApplyPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const offer = useLoanOfferQuery();
  const credit = useCreditQuery();
  const kyc = useVerifiedNationalityQuery();
  const [productId, setProductId] = useState('loan-7d');
  const [amount, setAmount] = useState('');
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    country: '',
    address: '',
    birthDate: '',
    phone: '',
    monthlyIncome: '',
  });
  const [files, setFiles] = useState<Partial<Record<Role, File | null>>>({});
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const { confirmation, send } = useConfirmedSubmission();
  const [apply, { isLoading }] = useApplyForLoanMutation();
  const evaluated = useCreditEvaluated();

  if (offer.isLoading || credit.isLoading || kyc.isLoading)
    return (
      <Page title={t('loans.applyTitle')} narrow>
        <Skeleton lines={8} />
      </Page>
    );
  if (!offer.data || !credit.data)
    return (
      <Page title={t('loans.applyTitle')} narrow>
        <LoadFailed title={t('loans.loadFailed')} onRetry={() => void offer.refetch()} />
      </Page>
    );
  const standing = credit.data;
  const product: LoanProduct = offer.data.products.find((entry) => entry.productId === productId) ?? offer.data.products[0]!;

  if (standing.refusal) {
    return (
      <Page title={t('loans.applyTitle')} narrow>
        <div className="stack">
          <CreditEvaluatedNotice evaluation={evaluated} />
          <p className="notice notice--warning" data-testid="loan-refusal">
            {t(standing.refusal)} <Link to="/xinyongfen">{t('loans.seeCredit')}</Link>
          </p>
          {EVALUABLE.includes(standing.refusal) && <CreditEvaluationRequest standing={standing} />}
        </div>
      </Page>
    );
  }
  // The nationality is the one verification recorded (an ISO code), shown in the customer's language.
  const nationality = kyc.data ?? '';
  const nationalityName = nationality ? (new Intl.DisplayNames([localeOf(format.language), 'en'], { type: 'region' }).of(nationality) ?? nationality) : '';

  const review = (event: FormEvent) => {
    event.preventDefault();
    const failures: Record<string, string | undefined> = {
      amount:
        !isDecimal(amount) || compareDecimal(amount || '0', '0') <= 0
          ? 'validation.amountEmpty'
          : compareDecimal(amount, standing.available) > 0
            ? 'loans.overAvailable'
            : undefined,
      agreed: agreed ? undefined : 'loans.agreementRequired',
    };
    for (const field of TYPED) failures[field] = values[field].trim() ? undefined : 'validation.required';
    failures.country = nationality ? undefined : 'loans.nationalityMissing';
    for (const role of REQUIRED_IMAGES) failures[role] = files[role] ? undefined : 'loans.imageRequired';
    setErrors(failures);
    if (Object.values(failures).some(Boolean)) {
      focusFirstInvalid(form.current);
      return;
    }
    confirmation.ask();
  };

  const submit = async () => {
    const body = new FormData();
    body.append('productId', product.productId);
    body.append('amount', amount);
    body.append('agreed', 'true');
    for (const field of TYPED) body.append(field, values[field].trim());
    body.append('country', nationality);
    for (const [role, file] of Object.entries(files)) if (file) body.append(role, file);
    const result = await send(`${product.productId}:${amount}:${values.name}`, (key) => apply({ key, body }));
    if ('data' in result && result.data) navigate(`/repaymentNew?loan=${result.data.id}`);
  };

  const ratePercent = (rate: string) => format.percentSign(format.percent(rate));
  return (
    <Page title={t('loans.applyTitle')} narrow>
      <form ref={form} className="form" onSubmit={review} noValidate data-testid="loan-form">
        <CreditEvaluatedNotice evaluation={evaluated} />
        <p className="notice notice--info">{t('loans.availableLine', { amount: format.amount(standing.available, 0) })}</p>
        <fieldset className="chips" role="radiogroup" aria-label={t('loans.cycle')}>
          {offer.data.products.map((entry) => (
            <button
              key={entry.productId}
              type="button"
              role="radio"
              aria-checked={entry.productId === product.productId}
              className={`chip${entry.productId === product.productId ? ' chip--on' : ''}`}
              onClick={() => setProductId(entry.productId)}
              data-testid={`loan-product-${entry.productId}`}
            >
              {t('loans.days', { count: entry.cycleDays })}
            </button>
          ))}
        </fieldset>
        <SummaryList
          items={[
            { label: t('loans.dailyRate'), value: ratePercent(product.dailyRate) },
            { label: t('loans.interestFree'), value: t('loans.days', { count: product.interestFreeDays }) },
            { label: t('loans.overdueRate'), value: ratePercent(product.overdueDailyRate) },
            { label: t('loans.lateFee'), value: ratePercent(product.lateFeeRate) },
            { label: t('loans.lender'), value: product.lender },
          ]}
        />
        <DecimalField
          name="amount"
          label={t('loans.amount', { min: format.amount(product.minAmount) })}
          value={amount}
          scale={6}
          onValueChange={setAmount}
          error={errors.amount}
          data-testid="loan-amount"
        />
        <TextField
          name="country"
          label={t('loans.nationality')}
          value={nationalityName}
          readOnly
          error={errors.country}
          hint={nationality ? undefined : t('loans.nationalityMissing')}
          data-testid="loan-country"
        />
        {TYPED.map((field) => (
          <TextField
            key={field}
            name={field}
            label={t(`loans.field.${field}`)}
            value={values[field]}
            error={errors[field]}
            placeholder={field === 'birthDate' ? 'YYYY-MM-DD' : undefined}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            data-testid={`loan-${field}`}
          />
        ))}
        {[...REQUIRED_IMAGES, ...OPTIONAL_IMAGES].map((role) => (
          <ImageField
            key={role}
            name={role}
            label={t(`loans.image.${role}`)}
            hint={t('loans.imageHint')}
            file={files[role] ?? null}
            onChange={(file) => setFiles((current) => ({ ...current, [role]: file }))}
            error={errors[role]}
            onError={(next) => setErrors((current) => ({ ...current, [role]: next }))}
            testId={`loan-image-${role}`}
          />
        ))}
        <CheckboxField name="agreed" checked={agreed} onChange={setAgreed} error={errors.agreed}>
          {t('loans.agreement', { days: product.cycleDays, rate: ratePercent(product.dailyRate) })}
        </CheckboxField>
        <SubmitButton data-testid="loan-submit">{t('loans.apply')}</SubmitButton>
      </form>
      <ConfirmDialog step={confirmation} title={t('loans.confirmTitle')} confirmLabel={t('loans.confirmApply')} busy={isLoading} onConfirm={submit}>
        <SummaryList
          items={[
            { label: t('loans.principal'), value: `${format.amount(amount)} USDT`, emphasis: true },
            { label: t('loans.cycle'), value: t('loans.days', { count: product.cycleDays }) },
            { label: t('loans.dailyRate'), value: ratePercent(product.dailyRate) },
          ]}
        />
        <p className="muted">{t('loans.confirmRules', { free: product.interestFreeDays })}</p>
      </ConfirmDialog>
    </Page>
  );
};
