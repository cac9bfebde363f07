import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { SecurityCentrePage } from '../features/security/security-centre-page';
import { useAppSelector } from '../shared/store/hooks';

// /security is open to visitors (SPEC section 2): they are asked to log in to see their own.
export const SecurityRoute = () => <SecurityCentrePage loggedIn={useAppSelector(selectIsLoggedIn)} />;
