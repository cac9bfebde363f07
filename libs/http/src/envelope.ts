/** The legacy protocol's answer shape (SPEC.md section 8). */
export interface Envelope<Data = unknown> {
  code: number;
  message: string;
  title: string;
  time: number;
  data: Data | null;
  event: string | null;
}

export const EnvelopeCode = {
  ok: 0,
  okOrRefused: 1,
  silent: 7,
  forcedLogout: 1000,
  reLogin: 2000,
  tooManyRequests: 429,
  notFound: 404,
  payloadTooLarge: 413,
  serverError: 500,
} as const;

export function envelope<Data>(data: Data, message = '', code: number = EnvelopeCode.ok): Envelope<Data> {
  return { code, message, title: '', time: 0, data, event: null };
}

/** An answer the app reads without showing a message (code 7): lists, prices, states. */
export const silent = <Data>(data: Data): Envelope<Data> => envelope(data, '', EnvelopeCode.silent);
