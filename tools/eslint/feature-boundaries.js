import path from 'node:path';

// Inside the web app imports flow lib/components → state/sync → features → app, never back up (ARCHITECTURE.md).
// app/ only composes (router, providers, pages), so nothing below depends on it; features never import each
// other's insides: they meet in app/ or through the store. Tests and main.tsx sit outside the layers.
const LAYERS = { lib: 0, components: 0, state: 1, sync: 1, features: 2, app: 3 };

const placeOf = (file) => {
  const match = file
    .split(path.sep)
    .join('/')
    .match(/apps\/web\/src\/([^/]+)\/(?:([^/]+)\/)?/);
  if (!match || !(match[1] in LAYERS)) return null;
  return { folder: match[1], layer: LAYERS[match[1]], feature: match[1] === 'features' ? match[2] : null };
};

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      leak: "Feature '{{from}}' may not import from feature '{{to}}'; meet in app/ or through the store.",
      upward: '{{from}}/ may not import from {{to}}/: imports flow lib → state/sync → features → app, and app/ only composes.',
    },
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = placeOf(path.resolve(path.dirname(context.filename), source) + '/');
      if (!to) return;
      if (to.layer > from.layer) context.report({ node, messageId: 'upward', data: { from: from.folder, to: to.folder } });
      else if (from.feature && to.feature && to.feature !== from.feature)
        context.report({ node, messageId: 'leak', data: { from: from.feature, to: to.feature } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
