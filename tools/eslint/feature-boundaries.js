import path from 'node:path';

// Features of the web app never import each other's insides: they meet in app/ or through the store.
const featureOf = (file) => {
  const match = file.split(path.sep).join('/').match(/apps\/web\/src\/features\/([^/]+)\//);
  return match ? match[1] : null;
};

export const featureBoundaries = {
  meta: { type: 'problem', messages: { leak: "Feature '{{from}}' may not import from feature '{{to}}'; meet in app/ or through the store." } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), source) + '/');
      if (to && to !== from) context.report({ node, messageId: 'leak', data: { from, to } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
