import CreditScoreIcon from '@mui/icons-material/CreditScore';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { CreditRequests } from './credit-requests';
import { LoanList } from './loan-list';
import { LoanShow } from './loan-show';

// Loans: the review queue (not reviewed), disbursement, the loan book and credit scores.
export default {
  list: LoanList,
  show: LoanShow,
  icon: RequestQuoteIcon,
};

// The credit evaluation queue on its own, for compliance (who answers it but reads no loans); finance
// also finds it above the loans list.
export const creditRequests = {
  list: CreditRequests,
  icon: CreditScoreIcon,
};
