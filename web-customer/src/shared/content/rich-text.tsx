import './rich-text.css';

// A page's or a notice's body: HTML the server sanitised when staff saved it (no script, no event
// handler, no style but alignment), shown as it was written.
export const RichText = ({ html, testId }: { html: string; testId?: string }) => (
  <div className="rich-text" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />
);
