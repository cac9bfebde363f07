import { useCallback, useState, type ChangeEvent } from 'react';
import { hasFailures, type Failures } from '../validation/rules';

type Values = Record<string, string>;

// Controlled fields keyed by their API names; a field's error clears as soon as it is edited.
export const useFormFields = <T extends Values>(initial: T) => {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Failures<keyof T & string>>({});

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const bind = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setValue(name, event.target.value),
  });

  // Shows a validation's failures; false, with the keyboard on the first failed field, when any failed.
  const passes = (failures: Failures<keyof T & string>, form: HTMLFormElement | null) => {
    setErrors(failures);
    if (!hasFailures(failures)) return true;
    focusFirstInvalid(form);
    return false;
  };

  return { values, setValue, errors, setErrors, bind, passes };
};

// Puts the keyboard on the first field that failed validation.
export const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
