import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';

// Dates follow the language picked in the back office, not only the browser's.
export const LocaleDateField = (props: DateFieldProps) => {
  const [locale] = useLocaleState();
  return <DateField showTime locales={locale} {...props} />;
};
