// docs/api.md: every /web answer is this envelope (always HTTP 200 on the legacy paths).
export interface Envelope {
  code: number;
  message?: string | null;
  title?: string | null;
  time?: number | null;
  data?: unknown;
  event?: unknown;
}

export const isEnvelope = (value: unknown): value is Envelope =>
  !!value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'number';

export interface ApiError {
  code: number | 'network';
  message: string;
  data?: unknown;
  // The HTTP status of a /api/v1 answer (the envelope code alone does not tell a 409 from a 400).
  status?: number;
  // What a refusal says is missing, e.g. `second_factor_required` (the envelope's `event`).
  event?: string;
}

export type Notice = { tone: 'neutral' | 'success' | 'warning'; text: string };

export type EnvelopeOutcome =
  | { kind: 'data'; data: unknown; notice?: Notice }
  | { kind: 'error'; error: ApiError; notice?: Notice }
  | { kind: 'relogin'; error: ApiError; message: string }
  | { kind: 'forced-logout'; error: ApiError; notice?: Notice; afterSeconds: number };

export interface EnvelopeContext {
  // Only actions announce their success; a list or profile read does not toast on every load.
  announceSuccess: boolean;
  defaultErrorText: string;
  defaultReloginText: string;
}

const text = (message: string | null | undefined) => (message && message.trim() ? message : undefined);

// SPEC section 8, the error catalogue, as one decision: what the caller gets and what the customer sees.
export const interpretEnvelope = (envelope: Envelope, context: EnvelopeContext): EnvelopeOutcome => {
  const message = text(envelope.message);
  const data = envelope.data ?? null;
  const event = typeof envelope.event === 'string' ? { event: envelope.event } : {};
  switch (envelope.code) {
    case 0:
      return { kind: 'data', data, notice: message && context.announceSuccess ? { tone: 'neutral', text: message } : undefined };
    case 1:
      if (data === null && message) {
        return { kind: 'error', error: { code: 1, message, data, ...event }, notice: { tone: 'warning', text: message } };
      }
      return { kind: 'data', data, notice: message && context.announceSuccess ? { tone: 'success', text: message } : undefined };
    case 7:
      return { kind: 'data', data };
    case 2000: {
      const shown = message ?? context.defaultReloginText;
      return { kind: 'relogin', error: { code: 2000, message: shown, data }, message: shown };
    }
    case 1000: {
      const seconds = typeof envelope.time === 'number' && envelope.time >= 0 ? envelope.time : 2;
      return {
        kind: 'forced-logout',
        error: { code: 1000, message: message ?? '', data },
        notice: message ? { tone: 'warning', text: message } : undefined,
        afterSeconds: seconds,
      };
    }
    default: {
      const shown = message ?? context.defaultErrorText;
      return { kind: 'error', error: { code: envelope.code, message: shown, data }, notice: { tone: 'warning', text: shown } };
    }
  }
};
