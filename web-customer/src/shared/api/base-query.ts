import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { currentLanguage, translate } from '../i18n/i18n';
import { reloginAsked, toastShown } from '../notify/notify.slice';
import { clearStoredSession, readToken } from '../session/session.storage';
import { endSession } from '../session/session.thunks';
import type { AppThunkDispatch } from '../store/hooks';
import { interpretEnvelope, isEnvelope, type ApiError, type Envelope } from './envelope';
import { takeFirstData } from './first-data';
import { buildFetchArgs, type ApiRequest } from './request';
import { randomRtoken } from './rtoken';

const readEnvelope = async (response: Response): Promise<Envelope> => {
  const body: unknown = await response.json().catch(() => null);
  // Anything that is not our envelope (a proxy's HTML error page, a 502) counts as "request error".
  return isEnvelope(body) ? body : { code: response.status || -1, message: null, data: null };
};

let forcedLogoutScheduled = false;

export interface EnvelopeExtraOptions {
  // For actions whose screen reports success in its own words; refusals are still shown.
  announceSuccess?: boolean;
  // For reads whose screen shows a refusal (code 1 with a message) in place, e.g. as an empty state.
  showsRefusal?: boolean;
  // A check the app makes on its own (not the customer's action): a session the server no longer
  // knows does not raise the log-in-again box for it; what the customer does next does.
  background?: boolean;
}

export const envelopeBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, EnvelopeExtraOptions> = async (request, api, extraOptions) => {
  const dispatch = api.dispatch as AppThunkDispatch;
  const token = readToken();
  const sentAt = Date.now();
  const lang = currentLanguage();
  const { url, init } = buildFetchArgs(request, {
    lang,
    rtoken: randomRtoken(),
    ...(token ? { token } : {}),
  });

  let response: Response;
  try {
    // The first screen's data may be on its way already; a failed early request is asked again.
    const early = takeFirstData(request, lang);
    response = (early && (await early.catch(() => null))) || (await fetch(url, { ...init, signal: api.signal }));
  } catch (cause) {
    // SPEC section 8: network errors are only logged and rejected. A request the app cancelled itself
    // (the session ended, the screen went away) is no error.
    if ((cause as Error | null)?.name !== 'AbortError') console.error(`[http] ${init.method} ${url} failed`, cause);
    return { error: { code: 'network', message: String(cause) } };
  }

  const outcome = interpretEnvelope(await readEnvelope(response), {
    announceSuccess: api.type === 'mutation' && extraOptions?.announceSuccess !== false,
    defaultErrorText: translate('errors.request'),
    defaultReloginText: translate('errors.sessionExpired'),
  });
  const shownInPlace = outcome.kind === 'error' && outcome.error.code === 1 && extraOptions?.showsRefusal === true;
  if ('notice' in outcome && outcome.notice && !shownInPlace) dispatch(toastShown(outcome.notice.text, outcome.notice.tone));

  switch (outcome.kind) {
    case 'data':
      return { data: outcome.data };
    case 'error':
      return { error: { ...outcome.error, status: response.status } };
    case 'relogin':
      if (!extraOptions?.background) dispatch(reloginAsked(outcome.message, sentAt));
      return { error: outcome.error };
    case 'forced-logout':
      // No later request carries the token; the screen keeps its state until the reload.
      clearStoredSession();
      if (!forcedLogoutScheduled) {
        forcedLogoutScheduled = true;
        window.setTimeout(() => {
          dispatch(endSession());
          window.location.reload();
        }, outcome.afterSeconds * 1000);
      }
      return { error: outcome.error };
    default: {
      const unknown: never = outcome;
      throw new Error(`unhandled envelope outcome ${JSON.stringify(unknown)}`);
    }
  }
};
