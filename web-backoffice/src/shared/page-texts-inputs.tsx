import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import { BACK_OFFICE_LOCALES } from '../i18n/locales';
import { mustHave } from './validators';

/** The content languages by their legacy keys, each named in its own script (never translated). */
export const CONTENT_LANGUAGES = BACK_OFFICE_LOCALES.map(({ contentKey, name }) => ({ key: contentKey, name }));

/**
 * A page's or a notice's texts under `texts.<lang>`: a tab per language, English required (readers of
 * a missing language get it), the body in a rich-text editor. The server sanitises what it receives.
 */
export const PageTextsInputs = ({ withSummary = true }: { withSummary?: boolean }) => {
  const translate = useTranslate();
  const [lang, setLang] = useState<string>('en');
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={lang}
        onChange={(_, next: string) => setLang(next)}
        variant="scrollable"
        aria-label={translate('engagement.texts.languages')}
      >
        {CONTENT_LANGUAGES.map(({ key, name }) => (
          <Tab key={key} value={key} label={name} data-testid={`texts-tab-${key}`} />
        ))}
      </Tabs>
      {CONTENT_LANGUAGES.map(({ key }) => (
        <Box key={key} hidden={key !== lang} sx={{ pt: 2 }} data-testid={`texts-${key}`}>
          <TextInput
            source={`texts.${key}.title`}
            label="engagement.texts.title"
            validate={key === 'en' ? mustHave : undefined}
            fullWidth
            helperText={key === 'en' ? 'engagement.texts.english_required' : 'engagement.texts.optional'}
          />
          {withSummary && <TextInput source={`texts.${key}.summary`} label="engagement.texts.summary" fullWidth multiline />}
          <RichTextInput source={`texts.${key}.body`} label="engagement.texts.body" fullWidth helperText="engagement.texts.sanitised" />
        </Box>
      ))}
    </Box>
  );
};

type Texts = Record<string, { title?: string; summary?: string; body?: string } | undefined>;

/** The texts as the API takes them: only the languages with a title, each trimmed. */
export const textsOfForm = (texts: Texts | undefined) =>
  Object.fromEntries(
    Object.entries(texts ?? {}).flatMap(([lang, text]) =>
      text?.title?.trim() ? [[lang, { title: text.title.trim(), summary: (text.summary ?? '').trim(), body: text.body ?? '' }]] : [],
    ),
  );
