/**
 * Files that are plainly no agent's trace: a project's manifests, lock files and tools'
 * configurations, known by their name. A walk names them as not read (src/harness/folders.ts),
 * and a file named on its own that is one of them is refused as what it is, never with a
 * suggestion to name a trace format (src/trace/registry.ts). Pure.
 */

/** File names (lower case) and what the file is. */
const BY_NAME: Readonly<Record<string, string>> = {
  'package.json': "npm's package manifest",
  'package-lock.json': "npm's lock file",
  'npm-shrinkwrap.json': "npm's lock file",
  'pnpm-lock.yaml': "pnpm's lock file",
  'pnpm-workspace.yaml': "pnpm's workspace configuration",
  'bun.lock': "Bun's lock file",
  'deno.json': "Deno's configuration",
  'deno.jsonc': "Deno's configuration",
  'deno.lock': "Deno's lock file",
  'composer.json': "Composer's package manifest",
  'composer.lock': "Composer's lock file",
  'pipfile.lock': "Pipenv's lock file",
  'flake.lock': "Nix's lock file",
  'jsconfig.json': "JavaScript's project configuration",
  '.eslintrc': "ESLint's configuration",
  '.eslintrc.json': "ESLint's configuration",
  '.eslintrc.yml': "ESLint's configuration",
  '.eslintrc.yaml': "ESLint's configuration",
  '.prettierrc': "Prettier's configuration",
  '.prettierrc.json': "Prettier's configuration",
  '.prettierrc.yml': "Prettier's configuration",
  '.prettierrc.yaml': "Prettier's configuration",
  '.babelrc': "Babel's configuration",
  '.babelrc.json': "Babel's configuration",
  '.stylelintrc.json': "Stylelint's configuration",
  '.markdownlint.json': "markdownlint's configuration",
  'biome.json': "Biome's configuration",
  'lerna.json': "Lerna's configuration",
  'nx.json': "Nx's configuration",
  'turbo.json': "Turborepo's configuration",
  'vercel.json': "Vercel's configuration",
  'renovate.json': "Renovate's configuration",
  'angular.json': "Angular's workspace configuration",
  '.pre-commit-config.yaml': "pre-commit's configuration",
  '.gitlab-ci.yml': "GitLab CI's configuration",
  'docker-compose.yml': "Docker Compose's configuration",
  'docker-compose.yaml': "Docker Compose's configuration",
  'compose.yml': "Docker Compose's configuration",
  'compose.yaml': "Docker Compose's configuration",
  'mkdocs.yml': "MkDocs' configuration",
  'codecov.yml': "Codecov's configuration",
  'action.yml': "a GitHub Action's metadata",
  'action.yaml': "a GitHub Action's metadata",
  '.agent-trust-gate.yml': "this gate's policy file",
  '.agent-trust-gate.yaml': "this gate's policy file",
}

/** What a file plainly not a trace is, from its name (`tsconfig.build.json`: TypeScript's configuration), or undefined. */
export function projectFileWhat(path: string): string | undefined {
  const name = path.split(/[\\/]/).pop()!.toLowerCase()
  const known = BY_NAME[name]
  if (known !== undefined) return known
  if (/^tsconfig(\.[\w-]+)?\.json$/.test(name)) return "TypeScript's configuration"
  return undefined
}
