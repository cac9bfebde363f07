import type { SerializedError } from '@reduxjs/toolkit';
import { isApiError } from '../../../shared/api/api-error';
import type { ApiError } from '../../../shared/api/envelope';

// The deposit-address call refuses a coin and network the catalogue lists for one reason only, its
// `deposit.channelClosed` (code 1): the channel closed after the catalogue was read. The answer carries
// the server's sentence, not its key, so the refusal itself is what the screen goes by.
export const isChannelClosedRefusal = (error: ApiError | SerializedError | undefined): boolean => isApiError(error) && error.code === 1;
