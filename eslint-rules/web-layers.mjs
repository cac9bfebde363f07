// The web apps' layers (STYLE.md, bulletproof-react): `app` may import anything, a feature may import
// `shared` and itself, `shared` imports only `shared`. Judged on resolved paths, so `../../funding`
// from inside `features/spot` is caught as one feature importing another.
import { dirname, relative, resolve, sep } from 'node:path';

const layerOf = (file, srcRoot) => {
  const parts = relative(srcRoot, file).split(sep);
  if (parts[0] === 'features' && parts.length > 2) return { layer: 'features', name: parts[1] };
  if (parts[0] === 'app' || parts[0] === 'shared') return { layer: parts[0], name: parts[0] };
  return { layer: 'root', name: 'root' };
};

export const webLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'app → features → shared, and no feature importing another' },
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
      if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) why = 'shared code knows no feature and no app wiring';
      if (from.layer === 'features' && to.layer === 'app') why = 'a feature does not reach back into the app';
      if (from.layer === 'features' && to.layer === 'features' && to.name !== from.name) why = 'features do not import each other; move what both need to shared';
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
