// The web apps' layers (STYLE.md, bulletproof-react): the app's wiring may import anything, a feature
// may import `shared` and itself, `shared` imports no feature and no wiring. The back office's
// `resources/<name>` are its features (one react-admin resource each, STYLE.md 8): a resource imports
// `shared` and itself, never another resource. Judged on resolved paths, so `../../funding` from
// inside `features/spot` is caught as one feature importing another.
import { dirname, relative, resolve, sep } from 'node:path';

/** Folders whose sub-folders are slices that must not import each other. */
const SLICES = new Set(['features', 'resources']);
/** The app's wiring: the customer app's `app/`; the back office's `App.tsx`, `layout/` and `dashboard/`. */
const APP = new Set(['app', 'layout', 'dashboard']);

const layerOf = (file, srcRoot) => {
  const parts = relative(srcRoot, file).split(sep);
  if (SLICES.has(parts[0]) && parts.length > 2) return { layer: parts[0], name: parts[1] };
  if (APP.has(parts[0]) || (parts.length === 1 && /^App(\.tsx)?$/.test(parts[0]))) return { layer: 'app', name: parts[0].replace(/\.tsx$/, '') };
  if (parts[0] === 'shared') return { layer: 'shared', name: 'shared' };
  return { layer: 'root', name: 'root' };
};

export const webLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'app → features (resources) → shared, and no feature or resource importing another' },
    schema: [],
    messages: { crossing: '{{from}} may not import {{to}} ({{why}})' },
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}src${sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const srcRoot = file.slice(0, at + marker.length - 1);
    const from = layerOf(file, srcRoot);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(srcRoot + sep)) return;
      const to = layerOf(target, srcRoot);
      let why = null;
      if (from.layer === 'shared' && (SLICES.has(to.layer) || to.layer === 'app')) why = `shared code knows no ${to.layer === 'app' ? 'app wiring' : to.layer}`;
      if (SLICES.has(from.layer) && to.layer === 'app') why = `a ${from.layer === 'resources' ? 'resource' : 'feature'} does not reach back into the app`;
      if (SLICES.has(from.layer) && SLICES.has(to.layer) && !(to.layer === from.layer && to.name === from.name))
        why = `${from.layer} do not import each other; move what both need to shared`;
      if (why) context.report({ node, messageId: 'crossing', data: { from: `${from.layer}/${from.name}`, to: `${to.layer}/${to.name}`, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
