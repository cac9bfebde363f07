import { isApiError } from '../../shared/api/api-error';
import { mayHaveBeenApplied } from '../../shared/api/submission-key';

// What to tell the customer when placing or cancelling an order failed: the server's translated message
// (or that it could not be reached), and whether it may have happened anyway, so a retry must keep its key.
export const describeFailure = (error: unknown, unreachable: string): { message: string; retry: boolean } => ({
  message: isApiError(error) && error.code !== 'network' ? error.message : unreachable,
  retry: mayHaveBeenApplied(error),
});
