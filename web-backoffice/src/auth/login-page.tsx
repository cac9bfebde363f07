import { Box } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import { LocaleSwitcher } from '../layout/locale-switcher';

// react-admin's default form asks for a "username"; the staff API logs in with an e-mail.
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <LocaleSwitcher />
      </Box>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          type="email"
          label={translate('app.auth.email')}
          autoComplete="username"
          validate={required()}
        />
        <PasswordInput
          source="password"
          label={translate('app.auth.password')}
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
    </Login>
  );
};
