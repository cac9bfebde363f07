import { useEffect, useRef, useState } from 'react';
import { priceMove } from './price-change';

const FLASH_MS = 700;

export interface Flash {
  direction: 'up' | 'down';
  // Changes with every move, so a second move the same way restarts the animation.
  id: number;
}

// A brief flash when the price changes (UI.md): which way it moved, gone after FLASH_MS.
export const usePriceFlash = (price: string): Flash | null => {
  const previous = useRef(price);
  const [flash, setFlash] = useState<Flash | null>(null);

  useEffect(() => {
    const move = priceMove(previous.current, price);
    previous.current = price;
    if (move === 'flat') return;
    setFlash((current) => ({ direction: move, id: (current?.id ?? 0) + 1 }));
    const timer = window.setTimeout(() => setFlash(null), FLASH_MS);
    return () => window.clearTimeout(timer);
  }, [price]);

  return flash;
};
