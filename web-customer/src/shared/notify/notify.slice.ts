import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastTone = 'neutral' | 'success' | 'warning';

export interface Toast {
  id: string;
  text: string;
  tone: ToastTone;
}

export interface NotifyState {
  toasts: Toast[];
  relogin: { message: string } | null;
  // When the customer last chose "Back" in the log-in-again box (ms since the epoch).
  reloginDismissedAt: number;
}

const initialState: NotifyState = { toasts: [], relogin: null, reloginDismissedAt: 0 };

// SPEC section 8: messages last 3 s.
export const TOAST_DURATION_MS = 3000;
const MAX_VISIBLE = 3;

const notifySlice = createSlice({
  name: 'notify',
  initialState,
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Toast>) => {
        state.toasts = [...state.toasts.filter((t) => t.text !== action.payload.text), action.payload].slice(-MAX_VISIBLE);
      },
      prepare: (text: string, tone: ToastTone = 'neutral') => ({ payload: { id: nanoid(), text, tone } }),
    },
    toastDismissed: (state, action: PayloadAction<string>) => {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    // A request sent before the customer dismissed the box and answered after it does not ask again:
    // only what they do next does.
    reloginAsked: {
      reducer: (state, action: PayloadAction<{ message: string; sentAt: number }>) => {
        if (action.payload.sentAt <= state.reloginDismissedAt) return;
        state.relogin ??= { message: action.payload.message };
      },
      prepare: (message: string, sentAt: number = Date.now()) => ({ payload: { message, sentAt } }),
    },
    reloginClosed: {
      reducer: (state, action: PayloadAction<number>) => {
        state.relogin = null;
        state.reloginDismissedAt = action.payload;
      },
      prepare: (at: number = Date.now()) => ({ payload: at }),
    },
  },
});

export const notifyReducer = notifySlice.reducer;
export const { toastShown, toastDismissed, reloginAsked, reloginClosed } = notifySlice.actions;

interface WithNotify {
  notify: NotifyState;
}

export const selectToasts = (state: WithNotify) => state.notify.toasts;
export const selectRelogin = (state: WithNotify) => state.notify.relogin;
