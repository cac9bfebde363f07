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
}

const initialState: NotifyState = { toasts: [], relogin: null };

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
    reloginAsked: (state, action: PayloadAction<string>) => {
      state.relogin ??= { message: action.payload };
    },
    reloginClosed: (state) => {
      state.relogin = null;
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
