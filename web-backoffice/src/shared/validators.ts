import { required, type Validator } from 'react-admin';
import { isDecimal } from './decimal';

/** An input that must be filled in. */
export const mustHave = [required()];

/** A decimal amount that must be filled in; `message` is the error for anything else. */
export const requiredDecimal = (message: string): Validator[] => [required(), (value) => (isDecimal(value) ? undefined : message)];
