/** The loan's product in words ("7-day loan") from its id (`loan-7d`); an id of another shape shows as it is. */
export const loanProductLabel = (productId: string, translate: (key: string, options?: Record<string, unknown>) => string): string => {
  const days = /^loan-(\d+)d$/.exec(productId)?.[1];
  // eslint-disable-next-line money/no-float-conversion -- a number of days, for the plural form
  return days ? translate('app.loans.product', { smart_count: Number(days), days }) : productId;
};
