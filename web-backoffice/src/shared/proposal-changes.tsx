import { Box } from '@mui/material';

type ProposedChange = { fields: string[]; before: Record<string, unknown>; after: Record<string, unknown> };

/** A value as a proposal shows it: a list joined, nothing as `-`. */
const shown = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '-' : String(value);

/** What a proposal changes (four eyes): each field, its value before and the one proposed. */
export const ProposalChanges = ({ proposal }: { proposal: ProposedChange }) => (
  <Box component="ul" sx={{ m: 0, pl: 2 }}>
    {proposal.fields.map((field) => (
      <li key={field}>
        <code>{field}</code>: {shown(proposal.before[field])} → <strong>{shown(proposal.after[field])}</strong>
      </li>
    ))}
  </Box>
);
