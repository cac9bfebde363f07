import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { LoanList } from './loan-list';
import { LoanShow } from './loan-show';

// Loans: the review queue (not reviewed), disbursement, the loan book and credit scores.
export default {
  list: LoanList,
  show: LoanShow,
  icon: RequestQuoteIcon,
};
