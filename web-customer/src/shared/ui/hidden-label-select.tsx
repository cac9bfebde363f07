import { useId, type SelectHTMLAttributes } from 'react';

interface HiddenLabelSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  // Read out by screen readers; the screen around the select already says what it picks.
  label: string;
}

// A native select with a label for assistive technology only (the language, the pair in a header).
export const HiddenLabelSelect = ({ label, children, ...select }: HiddenLabelSelectProps) => {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} {...select}>
        {children}
      </select>
    </>
  );
};
