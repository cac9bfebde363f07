import { useRef, type FormEvent } from 'react';
import { useFormFields } from '../../shared/form/use-form-fields';
import { firstFailure, requirePassword, sameAs, type Failures, type Rule } from '../../shared/validation/rules';

type Fields<C extends string> = Record<C | 'password' | 'password2', string>;

// A new password typed twice, confirmed by the current one: `current` is that field's API name
// (old_password, login_password), `rule` what the new one must be. The form's `submit` shows what
// failed, or hands the fields to `send`. `currentAsked: false` where something else confirms it (a
// wallet's signature): the current field is then neither shown nor required.
export const useNewPasswordForm = <C extends string>(current: C, rule: Rule, send: (values: Fields<C>) => Promise<void>, currentAsked = true) => {
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, passes } = useFormFields({ [current]: '', password: '', password2: '' } as Fields<C>);
  const passed = () => {
    const failures = {
      [current]: currentAsked ? (firstFailure(values[current], requirePassword) ?? undefined) : undefined,
      password: firstFailure(values.password, rule) ?? undefined,
      password2: firstFailure(values.password2, requirePassword, sameAs(values.password)) ?? undefined,
    } as Failures<keyof Fields<C> & string>;
    return passes(failures, form.current);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (passed()) await send(values);
  };
  return { form, bind, submit };
};
