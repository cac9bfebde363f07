import { selectIsLoggedIn } from '../features/auth/auth.slice';
import { QuestionnairePage } from '../features/risk/questionnaire-page';
import { useAppSelector } from '../shared/store/hooks';

// Visitors read the questionnaire; a logged-in customer answers it.
export const QuestionnaireRoute = () => <QuestionnairePage loggedIn={useAppSelector(selectIsLoggedIn)} />;
