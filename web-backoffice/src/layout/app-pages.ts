import type { ComponentType } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import PercentIcon from '@mui/icons-material/Percent';
import RuleIcon from '@mui/icons-material/Rule';
import PublicOffIcon from '@mui/icons-material/PublicOff';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TuneIcon from '@mui/icons-material/Tune';
import { staffCan, type StaffRole } from '../auth/staff-access';
import { AUDIT_PATH } from '../resources/audit';
import { CONTRACTS_HOUSE_PATH } from '../resources/contracts-house';
import { lendingRulesPath } from '../resources/lending-rules/lending-rules-record';
import { LIABILITIES_PATH } from '../resources/liabilities';
import { optionRestrictionsPath } from '../resources/option-restrictions/option-restrictions-record';
import { spotFeesPath } from '../resources/spot-fees/spot-fees-record';
import { verificationLimitsPath } from '../resources/verification-limits/verification-limits-record';
import { withdrawalRulesPath } from '../resources/withdrawal-rules/withdrawal-rules-path';

type AppPage = {
  name: string;
  label: string;
  icon: ComponentType;
  path: (roles: readonly StaffRole[]) => string;
};

// Menu entries that are not a resource's list: the single withdrawal-rules record (its edit form
// for those who may change it, read-only otherwise), the house's contract exposure and the auditor's page.
export const APP_PAGES: AppPage[] = [
  {
    name: 'withdrawal-rules',
    label: 'app.menu.withdrawal_rules',
    icon: RuleIcon,
    path: withdrawalRulesPath,
  },
  { name: 'contracts-house', label: 'app.menu.contracts_house', icon: ShowChartIcon, path: () => CONTRACTS_HOUSE_PATH },
  { name: 'liabilities', label: 'app.menu.liabilities', icon: AccountBalanceIcon, path: () => LIABILITIES_PATH },
  { name: 'option-restrictions', label: 'app.menu.option_restrictions', icon: PublicOffIcon, path: optionRestrictionsPath },
  { name: 'verification-limits', label: 'app.menu.verification_limits', icon: TuneIcon, path: verificationLimitsPath },
  { name: 'spot-fees', label: 'app.menu.spot_fees', icon: PercentIcon, path: spotFeesPath },
  { name: 'lending-rules', label: 'app.menu.lending_rules', icon: GavelIcon, path: lendingRulesPath },
  { name: 'audit', label: 'app.menu.audit', icon: FactCheckIcon, path: () => AUDIT_PATH },
];

export const reachablePages = (roles: readonly StaffRole[]) => APP_PAGES.filter(({ name }) => staffCan(roles, name, 'read'));
