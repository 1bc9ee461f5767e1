/**
 * The checks an agent ran, recognised from its shell commands: tests, builds and type checks,
 * linters, and a script it wrote and then ran (a reproduction); and the files a shell command
 * changes (`sed -i`, a heredoc into a file, `python - <<EOF` writing one, `git apply`, `patch`).
 *
 * A command is cut into its simple commands (at `&&`, `||`, `;`, `|` and new lines, outside
 * quotes; heredoc bodies aside); each is read from its first words, past environment
 * assignments and wrappers (`timeout 60`, `npx`, `uv run`, `bundle exec`). Printing a saved log
 * (`cat test.log`) or grepping a test file starts with `cat` or `grep`: no check. `cd x && pytest`
 * and `pytest ... 2>&1 | tail` are checks.
 *
 * Pure and cheap: a command is looked at once, when its call is read.
 */

export type CheckKind = 'test' | 'build' | 'lint' | 'reproduction'

/** One check a command ran: its kind and the simple command that is it. */
export interface RecognisedCheck {
  kind: CheckKind
  command: string
}

/** A file a shell command changes, with the text it writes when the command shows it. */
export interface ShellChange {
  path: string
  action: 'edit' | 'write' | 'delete'
  text?: string
  /** The text the change replaces, when the command shows it (a `sed` substitution's pattern). */
  old?: string
}

/** A heredoc: the command line that opens it and its body. */
interface Heredoc {
  line: string
  body: string
}

/** A command's lines with heredoc bodies taken out, and the heredocs. */
export function splitHeredocs(command: string): { lines: string; heredocs: Heredoc[] } {
  if (!command.includes('<<')) return { lines: command, heredocs: [] }
  const out: string[] = []
  const heredocs: Heredoc[] = []
  const all = command.split('\n')
  for (let i = 0; i < all.length; i++) {
    const line = all[i]
    out.push(line)
    const m = /<<-?\s*(['"]?)([A-Za-z_][\w.-]*)\1/.exec(line)
    if (!m) continue
    const end = m[2]
    const body: string[] = []
    let j = i + 1
    for (; j < all.length && all[j].trim() !== end; j++) body.push(all[j])
    heredocs.push({ line, body: body.join('\n') })
    i = j
  }
  return { lines: out.join('\n'), heredocs }
}

/** The simple commands of a command line, outside quotes, with the operator that follows each. */
export function simpleCommands(lines: string): { text: string; next: string }[] {
  const out: { text: string; next: string }[] = []
  let quote: string | undefined
  let start = 0
  const push = (end: number, next: string) => {
    const text = lines.slice(start, end).trim()
    if (text) out.push({ text, next })
  }
  for (let i = 0; i < lines.length; i++) {
    const c = lines[i]
    if (quote) {
      if (c === '\\' && quote === '"') i++
      else if (c === quote) quote = undefined
      continue
    }
    if (c === '\\') {
      i++
      continue
    }
    if (c === "'" || c === '"' || c === '`') quote = c
    else if (c === '\n' || c === ';') {
      push(i, c)
      start = i + 1
    } else if ((c === '&' || c === '|') && lines[i + 1] === c) {
      push(i, c + c)
      start = i + 2
      i++
    } else if (c === '|' && lines[i - 1] !== '>') {
      push(i, '|')
      start = i + 1
    } else if (c === '&' && lines[i - 1] !== '>' && lines[i + 1] !== '>') {
      push(i, '&')
      start = i + 1
    }
  }
  push(lines.length, '')
  return out
}

/** The words of a simple command, quotes taken off (roughly as a shell would). */
export function wordsOf(text: string): string[] {
  const out: string[] = []
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1] ?? m[2] ?? m[3])
  return out
}

/** Words that run the command after them. */
const WRAPPERS = new Set([
  'sudo',
  'time',
  'env',
  'nice',
  'command',
  'exec',
  'xvfb-run',
  'stdbuf',
  'unbuffer',
  'npx',
  'bunx',
  'pnpx',
])
/** Wrappers followed by a second word: `uv run`, `poetry run`, `bundle exec`, `pnpm exec`, `yarn dlx`. */
const TWO_WORD_WRAPPERS = /^(?:uv|poetry|pipenv|pdm|hatch|rye|conda|bundle|pnpm|yarn|npm)$/
const TWO_WORD_SECOND = /^(?:run|exec|dlx)$/

/** The words of a simple command past environment assignments, redirections and wrappers. */
function commandWords(text: string): string[] {
  const w = wordsOf(text)
  let i = 0
  for (;;) {
    const word = w[i]
    if (word === undefined) return []
    if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) i++
    else if (WRAPPERS.has(word)) {
      i++
      while (w[i]?.startsWith('-')) i++
    } else if (word === 'timeout') {
      i++
      while (w[i]?.startsWith('-')) i++
      i++ // the duration
    } else if (TWO_WORD_WRAPPERS.test(word) && TWO_WORD_SECOND.test(w[i + 1] ?? '') && !isScriptRun(word, w[i + 2])) {
      i += 2
      if (word === 'conda') while (w[i]?.startsWith('-')) i += w[i] === '-n' ? 2 : 1
    } else break
  }
  return w.slice(i).filter((x) => !/^\d?>>?|^<|^&>/.test(x))
}

/** `npm run test` and the like are package scripts, not wrappers of a command named `test`. */
function isScriptRun(tool: string, script: string | undefined): boolean {
  return (tool === 'npm' || tool === 'pnpm' || tool === 'yarn') && script !== undefined && /^[\w:.-]+$/.test(script)
}

/** A command's base name: `/usr/bin/python3` -> `python3`. */
function base(word: string): string {
  const i = word.lastIndexOf('/')
  return i >= 0 ? word.slice(i + 1) : word
}

const PYTHON = /^python(?:\d+(?:\.\d+)?)?$/
const TEST_RUNNERS = new Set([
  'pytest',
  'py.test',
  'tox',
  'nox',
  'jest',
  'vitest',
  'mocha',
  'ava',
  'karma',
  'rspec',
  'phpunit',
  'ctest',
  'nextest',
  'pest',
  'behave',
  'trial',
  'nosetests',
  'nose2',
  'runtests',
  'runtests.py',
  'run_tests.py',
  'run-tests.sh',
  'run_tests.sh',
  'runtests.sh',
  'test.sh',
  'run-tests',
  'bats',
  'prove',
])
const LINTERS = new Set([
  'eslint',
  'ruff',
  'flake8',
  'pylint',
  'black',
  'isort',
  'prettier',
  'golangci-lint',
  'shellcheck',
  'rubocop',
  'clippy',
  'biome',
  'stylelint',
  'pycodestyle',
  'pyflakes',
  'hadolint',
  'checkstyle',
  'ktlint',
  'swiftlint',
  'tflint',
  'markdownlint',
])
const TYPE_CHECKERS = new Set([
  'tsc',
  'mypy',
  'pyright',
  'vue-tsc',
  'javac',
  'kotlinc',
  'rustc',
  'gcc',
  'g++',
  'clang',
  'cc',
  'scalac',
  'dune',
  'stack',
])
const PYTHON_MODULES: Record<string, CheckKind> = {
  pytest: 'test',
  unittest: 'test',
  tox: 'test',
  nox: 'test',
  nose: 'test',
  doctest: 'test',
  mypy: 'build',
  pyright: 'build',
  compileall: 'build',
  py_compile: 'build',
  flake8: 'lint',
  pylint: 'lint',
  ruff: 'lint',
  black: 'lint',
}
const SCRIPT_RUNNERS = new Set([
  'node',
  'ruby',
  'bash',
  'sh',
  'zsh',
  'perl',
  'php',
  'deno',
  'bun',
  'ts-node',
  'tsx',
  'java',
  'go',
  'Rscript',
  'julia',
])

/** Whether a path names a test file (or a folder of tests). */
export function isTestPath(path: string): boolean {
  return /(?:^|\/)(?:tests?|__tests__|specs?|testing)(?:\/|$)|(?:^|\/)test_[^/]*\.py$|_tests?\.(?:py|go|rs|exs?)$|\.(?:test|spec)\.[cm]?[jt]sx?$|Tests?\.(?:java|kt|cs|scala|php|swift)$|_spec\.rb$|(?:^|\/)conftest\.py$/.test(
    path,
  )
}

/** What the words of a package manager's command run: `npm test`, `pnpm run build`, `yarn lint`. */
function packageScript(words: string[]): CheckKind | undefined {
  let script = words[1]
  if (script === 'run' || script === 'run-script') script = words[2]
  if (script === undefined) return undefined
  if (/^(?:t|tst|test|tests|test:.*|.*:test|cov|coverage|e2e|spec|ci)$/.test(script)) return 'test'
  if (/^(?:build|compile|typecheck|type-check|tsc|check-types|types|check|verify|build:.*)$/.test(script))
    return 'build'
  if (/^(?:lint|lint:.*|format:check|fmt:check)$/.test(script)) return 'lint'
  return undefined
}

/** Each kind of check a simple command's words run, if any. */
function checkOf(words: string[], written: (path: string) => boolean): CheckKind | undefined {
  const first = words[0]
  if (first === undefined) return undefined
  const tool = base(first)
  const sub = words[1]
  if (TEST_RUNNERS.has(tool)) return 'test'
  if (LINTERS.has(tool)) return 'lint'
  if (TYPE_CHECKERS.has(tool)) return 'build'
  if (PYTHON.test(tool)) {
    let i = 1
    while (words[i]?.startsWith('-') && words[i] !== '-m' && words[i] !== '-c') i++
    const arg = words[i]
    if (arg === '-m')
      return (
        PYTHON_MODULES[words[i + 1] ?? ''] ??
        (words[i + 1] === 'django' && words[i + 2] === 'test' ? 'test' : undefined)
      )
    if (arg === undefined || arg === '-c' || arg === '-') return undefined
    return scriptCheck(arg, words.slice(i + 1), written)
  }
  switch (tool) {
    case 'npm':
    case 'pnpm':
    case 'yarn':
    case 'bun':
      if (tool === 'bun' && sub === 'test') return 'test'
      return packageScript(words)
    case 'go':
      return sub === 'test'
        ? 'test'
        : sub === 'build' || sub === 'vet'
          ? 'build'
          : sub === 'run' && written(words[2] ?? '')
            ? 'reproduction'
            : undefined
    case 'cargo':
      return sub === 'test' || sub === 'nextest'
        ? 'test'
        : sub === 'build' || sub === 'check'
          ? 'build'
          : sub === 'clippy'
            ? 'lint'
            : undefined
    case 'mvn':
    case 'mvnw':
    case 'gradle':
    case 'gradlew': {
      const goals = words.slice(1).filter((w) => !w.startsWith('-'))
      if (goals.some((g) => /^(?:test|verify|check|integrationTest|surefire:test)$/.test(g) || /(?:^|:)test$/.test(g)))
        return 'test'
      if (goals.some((g) => /^(?:compile|test-compile|package|install|build|assemble|compileJava|classes)$/.test(g)))
        return 'build'
      return undefined
    }
    case 'dotnet':
      return sub === 'test' ? 'test' : sub === 'build' ? 'build' : undefined
    case 'make':
    case 'gmake': {
      const targets = words.slice(1).filter((w) => !w.startsWith('-') && !w.includes('='))
      if (targets.some((t) => /^(?:test|tests|check|unittest|test-.*|.*-test)$/.test(t))) return 'test'
      if (targets.some((t) => /^(?:lint|.*-lint)$/.test(t))) return 'lint'
      return targets.every((t) => /^(?:all|build|compile|install)$/.test(t)) ? 'build' : undefined
    }
    case 'rake':
      return sub === 'test' || sub === 'spec' ? 'test' : undefined
    case 'manage.py':
      return sub === 'test' ? 'test' : undefined
    default:
      break
  }
  if (SCRIPT_RUNNERS.has(tool)) {
    let i = 1
    while (words[i]?.startsWith('-')) i += words[i] === '-cp' || words[i] === '-classpath' ? 2 : 1
    const arg = words[i]
    if (arg === undefined) return undefined
    if (tool === 'java' && written(`${arg}.java`)) return 'reproduction'
    return scriptCheck(arg, words.slice(i + 1), written)
  }
  if (first.startsWith('./') || first.startsWith('/') || first.includes('/'))
    return scriptCheck(first, words.slice(1), written)
  return undefined
}

/** A script run: a project's own test runner, a test file, or a script the agent wrote. */
function scriptCheck(script: string, rest: string[], written: (path: string) => boolean): CheckKind | undefined {
  const name = base(script)
  if (name === 'manage.py') return rest[0] === 'test' ? 'test' : undefined
  if (name === 'setup.py')
    return rest[0] === 'test' ? 'test' : rest[0] === 'build' || rest[0] === 'build_ext' ? 'build' : undefined
  if (/^run[-_]?tests?(?:\.\w+)?$|^runtests/.test(name)) return 'test'
  if (written(script)) return 'reproduction'
  if (isTestPath(script) && /\.\w+$/.test(script)) return 'test'
  return undefined
}

/**
 * The checks a shell command runs, in order. `written` tells whether the agent wrote a file of
 * that name earlier in the run (its reproduction script).
 */
export function recogniseChecks(command: string, written: (path: string) => boolean = () => false): RecognisedCheck[] {
  // The prefilter: too short to run anything, or nothing but reading commands.
  if (command.length < 2) return []
  const { lines } = splitHeredocs(command)
  const out: RecognisedCheck[] = []
  for (const { text } of simpleCommands(lines)) {
    const words = commandWords(text)
    const kind = checkOf(words, written)
    if (kind) out.push({ kind, command: text })
  }
  return out
}

/** The words of `sed -i ... files`: the script and the files. */
function sedChanges(words: string[]): ShellChange[] {
  let inPlace = false
  const scripts: string[] = []
  const files: string[] = []
  for (let i = 1; i < words.length; i++) {
    const w = words[i]
    if (w === '-e' || w === '--expression') scripts.push(words[++i] ?? '')
    else if (/^-i|^--in-place/.test(w) || (/^-[a-zA-Z]+$/.test(w) && w.includes('i'))) inPlace = true
    else if (w.startsWith('-')) continue
    else if (scripts.length === 0) scripts.push(w)
    else files.push(w)
  }
  if (!inPlace) return []
  const script = scripts.join('\n')
  const sub = /^s(.)(.*?)\1(.*?)\1/.exec(script)
  const deleted = /^\/(.*)\/d$/.exec(script)
  return files.map((path) => ({
    path,
    action: 'edit' as const,
    ...(sub ? { text: sub[3], old: sub[2] } : deleted ? { text: '', old: deleted[1] } : { text: script }),
  }))
}

/** The target of a `>` or `>>` redirection in a simple command's text, if any. */
function redirectTarget(text: string): string | undefined {
  const m = /(?:^|[^\d&])>>?\s*(['"]?)([^\s'"|;&<>]+)\1/.exec(text)
  if (!m) return undefined
  const t = m[2]
  return t === '/dev/null' || t.startsWith('&') || t.startsWith('/dev/') ? undefined : t
}

/** The files a Python script writes, from its `open(path, 'w')` calls and `Path(path).write_text`. */
export function pythonWrites(body: string): string[] {
  if (!body.includes('open(') && !body.includes('write_')) return []
  const out: string[] = []
  const re =
    /open\(\s*(?:r|f)?(['"])([^'"\n]+)\1\s*,\s*(['"])[wa]\+?b?\3|Path\(\s*(['"])([^'"\n]+)\4\s*\)\.write_(?:text|bytes)\(/g
  for (let m = re.exec(body); m; m = re.exec(body)) out.push(m[2] ?? m[5])
  return out
}

/** The files a `git apply` or `patch` diff changes (`+++ b/path`). */
function diffFiles(body: string): string[] {
  const out: string[] = []
  for (const m of body.matchAll(/^\+\+\+ (?:b\/)?(\S+)/gm)) if (m[1] !== '/dev/null') out.push(m[1])
  return out
}

/**
 * The files a shell command changes, as far as the command shows them. `scripts` gives the text
 * of scripts the agent wrote (a `python fix.py` that writes files changes those files).
 */
export function shellChanges(
  command: string,
  scripts: (path: string) => string | undefined = () => undefined,
): ShellChange[] {
  // The prefilter: every change below needs one of these.
  if (!/sed|>|<<|tee|apply|patch|perl|python|rm |mv |cp |git |truncate/.test(command)) return []
  const { lines, heredocs } = splitHeredocs(command)
  const out: ShellChange[] = []
  const bodyOf = (text: string): string | undefined => {
    const firstLine = text.split('\n', 1)[0]
    return heredocs.find((h) => h.line.includes(firstLine) || firstLine.includes(h.line.trim()))?.body
  }
  for (const { text } of simpleCommands(lines)) {
    const words = commandWords(text)
    const tool = base(words[0] ?? '')
    const heredoc = text.includes('<<') ? bodyOf(text) : undefined
    if (tool === 'sed') out.push(...sedChanges(words))
    else if (tool === 'perl' && words.some((w) => /^-\w*i/.test(w))) {
      const files = words.slice(1).filter((w, i, all) => !w.startsWith('-') && !all[i - 1]?.startsWith('-e'))
      for (const path of files) out.push({ path, action: 'edit' })
    } else if (tool === 'cat' || tool === 'echo' || tool === 'printf' || tool === 'tee') {
      const target = tool === 'tee' ? words.slice(1).find((w) => !w.startsWith('-')) : redirectTarget(text)
      if (target) {
        const body =
          heredoc ??
          (tool === 'echo' || tool === 'printf'
            ? words
                .slice(1)
                .filter((w) => !w.startsWith('>'))
                .join(' ')
            : undefined)
        const append = /\s>>|^tee\s+-a|\s-a\s/.test(text)
        out.push({ path: target, action: append ? 'edit' : 'write', ...(body !== undefined ? { text: body } : {}) })
      }
    } else if (tool === 'truncate' || (tool === ':' && redirectTarget(text))) {
      const target = tool === 'truncate' ? words[words.length - 1] : redirectTarget(text)
      if (target) out.push({ path: target, action: 'write', text: '' })
    } else if (PYTHON.test(tool)) {
      const script = words.find((w, i) => i > 0 && !w.startsWith('-'))
      const body =
        heredoc ??
        (script ? scripts(script) : undefined) ??
        (words.includes('-c') ? words[words.indexOf('-c') + 1] : undefined)
      if (body) for (const path of pythonWrites(body)) out.push({ path, action: 'edit', text: body })
    } else if (tool === 'git' && words[1] === 'apply') {
      const body = heredoc ?? ''
      const files = diffFiles(body)
      if (files.length) for (const path of files) out.push({ path, action: 'edit', text: body })
      else out.push({ path: '', action: 'edit' })
    } else if (tool === 'patch') {
      const files = diffFiles(heredoc ?? '')
      if (files.length) for (const path of files) out.push({ path, action: 'edit', text: heredoc })
      else out.push({ path: '', action: 'edit' })
    } else if (tool === 'git' && (words[1] === 'checkout' || words[1] === 'restore') && words.includes('--')) {
      for (const path of words.slice(words.indexOf('--') + 1)) out.push({ path, action: 'edit' })
    } else if (tool === 'rm' || (tool === 'git' && words[1] === 'rm')) {
      for (const path of words.slice(tool === 'rm' ? 1 : 2))
        if (!path.startsWith('-')) out.push({ path, action: 'delete' })
    } else if (tool === 'mv' || tool === 'cp') {
      const args = words.slice(1).filter((w) => !w.startsWith('-'))
      if (args.length === 2) out.push({ path: args[1], action: 'write' })
    }
  }
  return out
}
