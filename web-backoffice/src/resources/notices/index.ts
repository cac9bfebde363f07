import CampaignIcon from '@mui/icons-material/Campaign';
import { NoticeList } from './notice-list';
import { NoticeCreate, NoticeEdit, NoticeShow } from './notice-pages';

// Notices, news flashes and banners per language (docs/engagement.md): drafted, published now or at a time, archived.
export default {
  list: NoticeList,
  create: NoticeCreate,
  edit: NoticeEdit,
  show: NoticeShow,
  icon: CampaignIcon,
  options: { label: 'engagement.menu.notices' },
};
