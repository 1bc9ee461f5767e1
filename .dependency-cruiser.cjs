/**
 * The layers of src/, lowest first. A module imports only from its own layer or the layers below
 * it; entry files at the top of src/ may import any layer. `npm test` runs this check.
 */
const LAYERS = ['core', 'trace', 'engine', 'harness', 'policy', 'report', 'gate', 'action|cli']

const upward = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `${layer.replace('|', '-')}-imports-down-only`,
  comment: `src/${layer} may import only from the layers below it: ${LAYERS.slice(0, i).join(', ') || 'none'}`,
  severity: 'error',
  from: { path: `^src/(${layer})/` },
  to: { path: `^src/(${LAYERS.slice(i + 1).join('|')})/` },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle between files, type-only imports included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'shells-apart',
      comment: 'The action and the CLI are two shells over the same use case; neither imports the other.',
      severity: 'error',
      from: { path: '^src/(action|cli)/' },
      to: { path: '^src/(action|cli)/', pathNot: '^src/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
}
