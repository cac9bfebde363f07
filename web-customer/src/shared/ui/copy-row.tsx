import { CopyButton } from './copy-button';

interface CopyRowProps {
  label: string;
  // What the copy button copies; shown as it is unless `shown` says otherwise (grouped for reading).
  text: string;
  shown?: string;
  copyLabel: string;
  testId: string;
}

// A labelled value to type elsewhere (an address, a memo, a secret), with its copy button.
export const CopyRow = ({ label, text, shown = text, copyLabel, testId }: CopyRowProps) => (
  <div className="copy-row">
    <div className="copy-row__text">
      <span className="muted">{label}</span>
      <code className="mono break" data-testid={testId}>
        {shown}
      </code>
    </div>
    <CopyButton text={text} label={copyLabel} />
  </div>
);
