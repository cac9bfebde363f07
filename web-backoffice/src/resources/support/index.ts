import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { SupportList } from './support-list';
import { SupportShow } from './support-show';

export { SUPPORT_CONVERSATIONS } from './support-record';

// Live support (docs/support.md), named by its API path so the data provider reaches `/api/v1/admin/support/conversations`.
export default { list: SupportList, show: SupportShow, icon: SupportAgentIcon, options: { label: 'support.menu' } };
