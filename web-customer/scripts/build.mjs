// `npm run build -w web-customer`: the app (Vite), then its first screens drawn in every language
// (src/app/first-screen/), then every text file precompressed. The platform picks the drawn variant for
// each page request (services/platform/src/first-screens.ts) from first-screens.json.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompress } from './precompress.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const dist = join(app, 'dist');
const drawer = join(app, 'node_modules/.first-screens');

await build({ root: app, logLevel: 'warn' });
await build({
  root: app,
  logLevel: 'warn',
  build: { ssr: 'src/app/first-screen/render-first-screens.tsx', outDir: drawer, emptyOutDir: true, sourcemap: false, minify: false },
});
const { renderFirstScreens, FIRST_SCREENS, LANGUAGES, KEY_BY_PRIMARY_TAG, TRADITIONAL_CHINESE_TAG, DEFAULT_LANGUAGE, LANGUAGE_COOKIE } = await import(
  pathToFileURL(join(drawer, 'render-first-screens.js')).href
);

const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const index = readFileSync(join(dist, 'index.html'), 'utf8');
// What the app marks for its own use (test ids, the router's prefetch marks) belongs to the live app,
// which renders beside the drawn screen until it takes over: the drawing keeps none of it.
const forPaintOnly = (html) => html.replace(/ data-(testid|discover)="[^"]*"/g, '');
const fileOf = (language, screen) => `index.${language}.${screen}.html`;
for (const { language, screen, title, html } of await renderFirstScreens()) {
  const locale = LANGUAGES.find((each) => each.key === language).locale;
  const page = index
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
    .replace(
      '<div id="root"></div>',
      `<div id="first-screen" data-language="${language}" data-screen="${screen}">${forPaintOnly(html)}</div>\n    <div id="root"></div>`,
    );
  if (page === index) throw new Error('index.html has no <div id="root"></div> to draw the first screen before');
  writeFileSync(join(dist, fileOf(language, screen)), page);
}
writeFileSync(
  join(dist, 'first-screens.json'),
  JSON.stringify({
    screens: FIRST_SCREENS.map(({ name, paths }) => ({ name, paths })),
    languages: LANGUAGES.map(({ key }) => key),
    defaultLanguage: DEFAULT_LANGUAGE,
    byPrimaryTag: KEY_BY_PRIMARY_TAG,
    // src/shared/i18n/languages.ts: these tags read Traditional Chinese.
    traditionalChinese: { tags: TRADITIONAL_CHINESE_TAG.source, language: 'ft' },
    cookie: LANGUAGE_COOKIE,
    file: fileOf('{language}', '{screen}'),
  }),
);
rmSync(drawer, { recursive: true, force: true });
precompress(dist);
