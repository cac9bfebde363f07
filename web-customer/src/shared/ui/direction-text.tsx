interface DirectionTextProps {
  // The side as the API names it (buy, sell, long, short); styled as `${block}--${side}`.
  side: string;
  up: boolean;
  block: string;
  label: string;
}

// "▲ Buy" / "▼ Short": the word and the arrow say the side; the up/down colour only repeats it.
export const DirectionText = ({ side, up, block, label }: DirectionTextProps) => (
  <span className={`${block} ${block}--${side}`} data-side={side}>
    <span aria-hidden="true">{up ? '▲' : '▼'}</span> {label}
  </span>
);
