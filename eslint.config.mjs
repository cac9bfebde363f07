import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import depcruise from './.dependency-cruiser.cjs';
import { pureCodeRule } from './eslint-rules/pure-code.mjs';
import { disableNeedsReasonRule, noFloatConversionRule } from './eslint-rules/web-money.mjs';
import { webLayersRule } from './eslint-rules/web-layers.mjs';

const root = dirname(fileURLToPath(import.meta.url));
/** The pure files, as dependency-cruiser names them: one list for both checks. */
const pure = depcruise.forbidden.find((rule) => rule.name === 'pure-code-imports-no-io').from.path;

/** Where a decimal string may become a number for display: the web apps' shared decimal and format modules. */
const MONEY_MODULES = ['web-customer/src/shared/decimal/**', 'web-customer/src/shared/format/**', 'web-backoffice/src/shared/decimal.ts'];
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  ...tseslint.configs.recommended,
  { files: ['**/*.js', '**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='parseFloat']", message: 'Money and prices are never floating point: use @meridian/money.' },
      ],
    },
  },
  {
    files: ['libs/**/*.ts', 'services/**/*.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    plugins: { purity: { rules: { 'no-clock-or-random': pureCodeRule } } },
    rules: { 'purity/no-clock-or-random': ['error', { root, pure }] },
  },
  {
    files: ['web-customer/src/**/*.{ts,tsx}', 'web-backoffice/src/**/*.{ts,tsx}'],
    plugins: { money: { rules: { 'no-float-conversion': noFloatConversionRule, 'disable-needs-reason': disableNeedsReasonRule } } },
    rules: { 'money/no-float-conversion': 'error', 'money/disable-needs-reason': 'error' },
  },
  {
    files: MONEY_MODULES,
    rules: { 'money/no-float-conversion': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['web-customer/src/**/*.{ts,tsx}', 'web-backoffice/src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { boundaries: webLayersRule } } },
    rules: { 'layers/boundaries': 'error' },
  },
);
