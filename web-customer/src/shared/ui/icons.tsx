import type { ReactNode } from 'react';

// An icon is its drawing on a 24-unit square, stroked in the text's colour, hidden from assistive
// technology (the link or button beside it carries the words).
const icon = (drawing: ReactNode) => () => (
  <svg className="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    {drawing}
  </svg>
);

export const HomeIcon = icon(<path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />);

export const MarketsIcon = icon(<path d="M4 19V5M4 19h16M8 15l4-4 3 3 5-6" />);

export const TradeIcon = icon(<path d="M7 4v16M7 4l-3 3M7 4l3 3M17 20V4M17 20l-3-3M17 20l3-3" />);

export const ContractsIcon = icon(
  <>
    <path d="M7 3v3M7 14v7M17 3v6M17 17v4" />
    <rect x="5" y="6" width="4" height="8" rx="1" />
    <rect x="15" y="9" width="4" height="8" rx="1" />
  </>,
);

export const AssetsIcon = icon(
  <>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2M7 6V4h10v2" />
  </>,
);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);

export const DepositIcon = icon(<path d="M12 3v12M7 10l5 5 5-5M4 21h16" />);

export const DemoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 8l6 4-6 4z" />
  </>,
);

export const InviteIcon = icon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c1-3.5 3.5-5 6.5-5s5.5 1.5 6.5 5M19 8v6M16 11h6" />
  </>,
);

export const SignInIcon = icon(
  <>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
  </>,
);

export const BuyIcon = icon(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </>,
);

export const HelpIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  </>,
);
