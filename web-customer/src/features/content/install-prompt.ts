import { useEffect, useState } from 'react';

// The browser's "install this app" offer (Chromium's beforeinstallprompt), kept until the customer asks.
interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
    listeners.forEach((listener) => listener());
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    listeners.forEach((listener) => listener());
  });
}

export type InstallState = 'installed' | 'offered' | 'manual';

const installed = () => typeof window !== 'undefined' && (window.matchMedia?.('(display-mode: standalone)').matches ?? false);

// Installed already (opened from the home screen), offered by the browser, or to be added by hand (Safari).
export const useInstallPrompt = (): { state: InstallState; install: () => Promise<void> } => {
  const [, redraw] = useState(0);
  useEffect(() => {
    const listener = () => redraw((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const install = async () => {
    if (!offered) return;
    await offered.prompt();
    await offered.userChoice;
    offered = null;
    redraw((n) => n + 1);
  };
  return { state: installed() ? 'installed' : offered ? 'offered' : 'manual', install };
};
