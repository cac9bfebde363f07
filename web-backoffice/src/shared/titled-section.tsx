import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

type TitledSectionProps = {
  /** The heading's element id, which names the section for assistive technology. */
  id: string;
  /** The heading's message, with `titleArgs`. */
  title: string;
  titleArgs?: Record<string, unknown>;
  /** A card of its own (a panel of a report page), else a plain block of the page. */
  card?: boolean;
  gutterBottom?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
  children: ReactNode;
};

/** A part of a page under its own second-level heading. */
export const TitledSection = ({ id, title, titleArgs, card = false, gutterBottom, sx, testId, children }: TitledSectionProps) => {
  const translate = useTranslate();
  const heading = (
    <Typography id={id} variant="h6" component="h2" gutterBottom={gutterBottom}>
      {translate(title, titleArgs)}
    </Typography>
  );
  if (card)
    return (
      <Card component="section" aria-labelledby={id} sx={sx} data-testid={testId}>
        <CardContent>
          {heading}
          {children}
        </CardContent>
      </Card>
    );
  return (
    <Box component="section" aria-labelledby={id} sx={sx} data-testid={testId}>
      {heading}
      {children}
    </Box>
  );
};
