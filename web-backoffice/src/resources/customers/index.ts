import PeopleIcon from '@mui/icons-material/People';
import { CustomerList } from './customer-list';
import { customerAccount, type Customer } from '../../shared/customers/customer-record';
import { CustomerShow } from './customer-show';

export default {
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: (customer: Customer) => customerAccount(customer),
};
