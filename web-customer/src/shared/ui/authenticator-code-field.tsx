import type { ComponentProps } from 'react';
import { TextField } from './text-field';

const CODE_INPUT = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: '[0-9]*' } as const;

// The six digits an authenticator app shows now: the phone's keypad, and the browser may fill it in.
export const AuthenticatorCodeField = (props: ComponentProps<typeof TextField>) => <TextField {...CODE_INPUT} {...props} />;
