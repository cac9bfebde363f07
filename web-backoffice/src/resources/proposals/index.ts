import HowToVoteIcon from '@mui/icons-material/HowToVote';
import { ProposalList } from './proposal-list';

export default {
  list: ProposalList,
  icon: HowToVoteIcon,
};
