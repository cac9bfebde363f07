import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import { raChinese } from './ra-zh';
import { zh } from './zh';

export const chineseMessages = mergeTranslations(englishMessages, raChinese, zh);
