import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { FeedVerifierPage } from '../features/feed-verifier/feed-verifier-page';
import { useAppSelector } from '../shared/store/hooks';

// /verify-feed: open to everyone; a logged-in customer also sees their own outcomes checked.
export const FeedVerifierRoute = () => <FeedVerifierPage loggedIn={useAppSelector(selectIsLoggedIn)} />;
