import ArticleIcon from '@mui/icons-material/Article';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import { ContentPageList } from './content-page-list';
import { ContentPageCreate, ContentPageEdit, ContentPageShow } from './content-page-pages';
import { HelpCategoryCreate, HelpCategoryEdit, HelpCategoryList } from './help-category-pages';

// Pages per language (docs/engagement.md): the company profile, the agreements (versioned), help articles, any page.
export default {
  list: ContentPageList,
  create: ContentPageCreate,
  edit: ContentPageEdit,
  show: ContentPageShow,
  icon: ArticleIcon,
  options: { label: 'engagement.menu.content' },
};

// The help centre's categories.
export const helpCategories = {
  list: HelpCategoryList,
  create: HelpCategoryCreate,
  edit: HelpCategoryEdit,
  icon: HelpCenterIcon,
  options: { label: 'engagement.menu.categories' },
};
