import { useEffect, useId, useRef } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  controls?: string;
  // Many tabs on a phone: one scrolling row instead of squeezed labels.
  scroll?: boolean;
}

// A segmented control: buttons in a tablist, arrow keys move between them.
export const Tabs = <T extends string>({ label, items, value, onChange, controls, scroll = false }: TabsProps<T>) => {
  const prefix = useId();
  const list = useRef<HTMLDivElement>(null);

  // A scrolling row keeps the chosen tab in sight (e.g. opened on the fifth account by the URL).
  useEffect(() => {
    const container = list.current;
    const tab = document.getElementById(`${prefix}-${value}`);
    if (!scroll || !container || !tab) return;
    if (tab.offsetLeft < container.scrollLeft || tab.offsetLeft + tab.offsetWidth > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = tab.offsetLeft - 8;
    }
  }, [scroll, value, prefix]);
  const move = (step: number) => {
    const index = items.findIndex((item) => item.value === value);
    const next = items[(index + step + items.length) % items.length];
    onChange(next.value);
    requestAnimationFrame(() => document.getElementById(`${prefix}-${next.value}`)?.focus());
  };
  return (
    <div
      ref={list}
      className={scroll ? 'tabs tabs--scroll' : 'tabs'}
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            id={`${prefix}-${item.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            className={`tabs__tab${selected ? ' tabs__tab--active' : ''}`}
            data-testid={item.testId}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
};
