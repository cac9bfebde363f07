import { useRecordContext } from 'react-admin';

type WithTexts = { texts: { en: { body: string } } };

/** A page's or a notice's English body as readers see it (sanitised on the server before it was stored). */
export const EnglishBodyField = () => {
  const record = useRecordContext<WithTexts>();
  return record ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: record.texts.en.body }} /> : null;
};
