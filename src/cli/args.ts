/**
 * The CLI's commands and options: one table, from which both the parser and each command's
 * `--help` are made, so that a command accepts exactly the options its help lists.
 */
import { parseArgs } from 'node:util'
import { FORMAT_IDS } from '../trace/registry.js'
import { DEFAULT_MAX_BYTES } from '../trace/read.js'
import { TOOL_NAME } from '../core/version.js'

export const COMMANDS = ['diagnose', 'merge', 'history', 'schema', 'policy-schema'] as const
export type Command = (typeof COMMANDS)[number]

export function isCommand(x: string | undefined): x is Command {
  return (COMMANDS as readonly string[]).includes(x ?? '')
}

/** A usage error: exit 2, one line, with a pointer to the command's help. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly command?: Command,
  ) {
    super(message)
  }
}

/** Words in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

interface OptionSpec {
  type: 'string' | 'boolean'
  multiple?: boolean
  short?: string
  /** The value's name in the help, for a string option. */
  arg?: string
  /** The help text, one line per element. */
  help: string[]
  commands: readonly Command[]
}

const JUDGING: readonly Command[] = ['diagnose', 'merge']
const DIAGNOSE: readonly Command[] = ['diagnose']

/** Every option, in the order the help lists them. */
export const OPTIONS = {
  json: {
    type: 'boolean',
    help: ['print the JSON report on stdout instead of the summary'],
    commands: ['diagnose', 'merge', 'history'],
  },
  out: {
    type: 'string',
    arg: 'FILE',
    help: ['write the JSON report to FILE (- for stdout)'],
    commands: JUDGING,
  },
  markdown: {
    type: 'string',
    arg: 'FILE',
    help: ['write the human report (Markdown) to FILE (- for stdout)'],
    commands: JUDGING,
  },
  html: {
    type: 'string',
    arg: 'FILE',
    help: [
      'write the HTML report to FILE (- for stdout): one self-contained',
      'page (verdict, causes and their evidence on a timeline, token use,',
      'scores, remediation); opens offline, trace content shown as text',
    ],
    commands: JUDGING,
  },
  'no-mask': {
    type: 'boolean',
    help: [
      'keep secret-shaped values (API keys, tokens, private keys) as',
      'the traces have them, for local debugging; by default every',
      'output masks them as ***',
    ],
    commands: ['diagnose', 'merge', 'history'],
  },
  graph: {
    type: 'string',
    arg: 'MODE',
    help: [
      'causal graph in the report: evidence (default: failure nodes,',
      'their evidence events and the edges among them), full (every',
      'event, as the reference model builds it) or none',
    ],
    commands: DIAGNOSE,
  },
  'fail-on': {
    type: 'string',
    arg: 'LEVEL',
    help: ['unsafe_for_production (default), review_recommended or never'],
    commands: JUDGING,
  },
  'min-trust-score': {
    type: 'string',
    arg: 'N',
    help: ["also fail when a session's trust score is below N (0-100)"],
    commands: JUDGING,
  },
  format: {
    type: 'string',
    arg: 'ID',
    help: ['auto (default) or one of the formats in docs/formats.md:', ...wrap(FORMAT_IDS.join(', '), 62)],
    commands: DIAGNOSE,
  },
  preset: {
    type: 'string',
    arg: 'ID',
    help: [
      'auto (default: critiqor for flat events, agents for real agent',
      'traces), critiqor (the reference model, exact) or agents',
    ],
    commands: DIAGNOSE,
  },
  'token-budget': {
    type: 'string',
    arg: 'N',
    help: [
      'effective tokens one session may spend (agents preset: high',
      'above it, critical above three times it; default: no budget)',
    ],
    commands: DIAGNOSE,
  },
  'max-bytes': {
    type: 'string',
    arg: 'N',
    help: [`refuse trace files larger than N bytes (default ${DEFAULT_MAX_BYTES})`],
    commands: DIAGNOSE,
  },
  workers: {
    type: 'string',
    arg: 'N',
    help: [
      'threads that diagnose files at once, the main thread one of',
      'them (default: one per core once the files add up to 128 MiB,',
      'else the main thread alone); 1 reads one file after the other',
    ],
    commands: DIAGNOSE,
  },
  integrity: {
    type: 'string',
    arg: 'MODE',
    help: [
      'what a committed or stale trace does: warn (default: report it),',
      'fail (fail the gate, naming the file and why) or off (do not look',
      'for them). In CI (CI or GITHUB_ACTIONS set) committed traces are',
      'looked for by default, elsewhere only when asked: this option, or',
      'a time before which sessions are stale; see docs/action.md "Can',
      'the gate be fooled?"',
    ],
    commands: JUDGING,
  },
  since: {
    type: 'string',
    arg: 'TIME',
    help: [
      'sessions whose last timestamp is before TIME are stale: an ISO',
      "8601 time or a git ref (its committer time); commit is HEAD's",
      'time less 10 minutes (default: no check)',
    ],
    commands: DIAGNOSE,
  },
  workspace: {
    type: 'string',
    arg: 'DIR',
    help: [
      'the checkout the agent worked on (default: the current directory):',
      "files the agent touched are named relative to it; an agent's own",
      'working directory apart from it (a Harbor trial in /app) names',
      'them instead; assertions read files there',
    ],
    commands: JUDGING,
  },
  policy: {
    type: 'string',
    arg: 'FILE',
    help: [
      'the policy file: preset, detector thresholds, assertions, cases',
      'and the harness gate (default: .agent-trust-gate.yml in the',
      'current directory, when there is one); see docs/policy.md',
    ],
    commands: JUDGING,
  },
  'repeat-min-pass': {
    type: 'string',
    arg: 'N',
    help: ['how many runs of a case must pass: a number or all (default:', "the policy's repeat_min_pass, else all)"],
    commands: JUDGING,
  },
  harness: {
    type: 'string',
    multiple: true,
    arg: 'PATH',
    help: [
      "read scores of an evaluation harness: arksim's evaluation.json,",
      "personal_agent_eval's run.json, final_result.json and test.yaml",
      '(a file, directory or glob; repeat the option for more)',
    ],
    commands: JUDGING,
  },
  'min-final-score': {
    type: 'string',
    arg: 'X',
    help: ['fail a harness result whose final score (0-1) is below X'],
    commands: JUDGING,
  },
  baseline: {
    type: 'string',
    multiple: true,
    arg: 'FILE',
    help: [
      'compare with the sessions of this report, e.g. from the base',
      'branch (a file, directory or glob; repeat the option for more)',
    ],
    commands: JUDGING,
  },
  'fail-on-regression': {
    type: 'boolean',
    help: [
      'also fail when a compared session lost more trust score than',
      'the tolerance, or a failure type became critical in it',
    ],
    commands: JUDGING,
  },
  'regression-tolerance': {
    type: 'string',
    arg: 'N',
    help: ['trust score points a session may lose (default 5)'],
    commands: JUDGING,
  },
  help: { type: 'boolean', short: 'h', help: ['show this help'], commands: COMMANDS },
  version: { type: 'boolean', short: 'v', help: ['show the version'], commands: [] },
} as const satisfies Record<string, OptionSpec>

export type OptionName = keyof typeof OPTIONS

/** The options that name a file the CLI writes; `-` means stdout for each of them. */
export const OUTPUT_OPTIONS = ['out', 'markdown', 'html'] as const satisfies readonly OptionName[]
export type OutputOption = (typeof OUTPUT_OPTIONS)[number]

const EXIT_STATUS = 'Exit status: 0 the gate passed, 1 the gate failed, 2 bad usage or bad input.\n'

const USAGE: Record<Command, { synopsis: string; summary: string; about: string }> = {
  diagnose: {
    summary: 'read traces and give the verdict',
    synopsis: 'diagnose [options] <file|dir|glob>...',
    about: `Read agent traces, diagnose each session and give the verdict. A directory (or a
glob that matches one) means the trace files (.json, .jsonl, .ndjson, .traj) under it;
directories and globs are read in path order. What a directory or a glob finds beside the
traces is sorted by what it holds: harness results are read as --harness files are, and
known companion files (predictions, exit statuses, logs, ...) and JSON that is no trace
are named as not read. An argument "!PATTERN" (quoted for the shell) leaves out what the
arguments before it found: a path, a folder, or a glob such as '!**/package.json'. With
--baseline, each session is compared with the same session in the baseline
reports (matched by file name or session id).`,
  },
  merge: {
    summary: 'join the reports of several jobs into one verdict',
    synopsis: 'merge [options] <report.json|dir|glob>...',
    about: `Join reports written by diagnose --out (the shards of a matrix of jobs) into one
verdict, as if all their sessions had been diagnosed at once, with the gate options given.`,
  },
  history: {
    summary: 'show reports as runs, and the trend',
    synopsis: 'history [--json] <report.json|dir|glob>...',
    about: `Show reports as runs, in the order given: trust score, readiness, primary failure and
tool calls, then the trend.`,
  },
  schema: {
    synopsis: 'schema',
    summary: 'print the JSON Schema of the report',
    about: 'Print the JSON Schema of the report (schema/report.schema.json).',
  },
  'policy-schema': {
    summary: 'print the JSON Schema of the policy file',
    synopsis: 'policy-schema',
    about: 'Print the JSON Schema of the policy file (schema/policy.schema.json).',
  },
}

const OUTPUT_RULES = `Outputs: - means stdout, and then only that output goes there. An output may not be
a file the command reads (the same file by any name, links included) nor lie inside a
directory it reads. Every output masks secret-shaped values as *** unless --no-mask is
given, and control characters from traces never reach the terminal.
`

function optionLines(command: Command): string {
  const rows: [string, string[]][] = []
  for (const [name, spec] of Object.entries(OPTIONS) as [OptionName, OptionSpec][]) {
    if (!spec.commands.includes(command)) continue
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${name}${spec.arg ? ` ${spec.arg}` : ''}`
    rows.push([flag, spec.help])
  }
  const width = 25
  const lines: string[] = []
  for (const [flag, help] of rows) {
    const [first, ...rest] = help
    if (flag.length + 2 >= width) {
      lines.push(`  ${flag}`)
      lines.push(`  ${' '.repeat(width - 2)}${first}`)
    } else lines.push(`  ${flag.padEnd(width - 2)}${first}`)
    for (const r of rest) lines.push(`  ${' '.repeat(width - 2)}${r}`)
  }
  return lines.join('\n') + '\n'
}

/** The help of one command. */
export function commandHelp(command: Command): string {
  const { synopsis, about } = USAGE[command]
  const judging = JUDGING.includes(command) || command === 'history'
  return (
    `Usage: ${TOOL_NAME} ${synopsis}\n\n${about}\n\nOptions:\n${optionLines(command)}\n` +
    (judging ? `${OUTPUT_RULES}\n` : '') +
    (JUDGING.includes(command) ? EXIT_STATUS : 'Exit status: 0 done, 2 bad usage or bad input.\n')
  )
}

/** The top-level help: the commands, and where each command's options are. */
export const HELP = `Usage: ${TOOL_NAME} <command> [options] <paths>...

Diagnose AI agent traces and gate on the verdict.

Commands:
${COMMANDS.map((c) => `  ${c.padEnd(15)}${USAGE[c].summary}`).join('\n')}

Run ${TOOL_NAME} <command> --help for the options of a command.

  -h, --help     show this help
  -v, --version  show the version

${EXIT_STATUS}`

export type Values = {
  [K in OptionName]?: (typeof OPTIONS)[K]['type'] extends 'boolean'
    ? boolean
    : (typeof OPTIONS)[K] extends { multiple: true }
      ? string[]
      : string
}

export interface Parsed {
  /** Undefined when no command was given (only --help or --version, or nothing). */
  command?: Command
  values: Values
  paths: string[]
}

/** parseArgs's errors in the words of the others: the option first, then what was expected. */
function parseArgsMessage(err: Error & { code?: string }): string {
  const option = /'(-[^' ]+)/.exec(err.message)?.[1]
  if (option && err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `${option}: not a known option`
  if (option && err.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /argument missing/.test(err.message) ? `${option}: expected a value` : `${option}: takes no value`
  }
  return err.message.split('\n')[0]
}

/**
 * Parse the arguments: the command is the first argument that is not an option; an option the
 * command does not take is a usage error naming the command.
 */
export function parseCli(argv: readonly string[]): Parsed {
  const options = Object.fromEntries(
    Object.entries(OPTIONS).map(([name, spec]) => [
      name,
      {
        type: spec.type,
        ...('multiple' in spec ? { multiple: spec.multiple } : {}),
        ...('short' in spec ? { short: spec.short } : {}),
      },
    ]),
  ) as Record<OptionName, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }>
  const guess = argv.find(isCommand)
  const end = argv.indexOf('--')
  const asksHelp = (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h')
  const parsed = (() => {
    try {
      return parseArgs({ args: [...argv], options, allowPositionals: true, tokens: true })
    } catch (err) {
      // Asked for help, the help it is, whatever else is wrong with the line.
      if (asksHelp) return undefined
      throw new UsageError(parseArgsMessage(err as Error & { code?: string }), guess)
    }
  })()
  if (parsed === undefined) return { command: guess, values: { help: true }, paths: [] }
  const [name, ...paths] = parsed.positionals
  if (name !== undefined && !isCommand(name)) {
    throw new UsageError(
      `unknown command "${name}": expected ${COMMANDS.slice(0, -1).join(', ')} or ${COMMANDS.at(-1)}`,
    )
  }
  const command = name
  const values = parsed.values as Values
  if (values.help || values.version) return { command, values, paths }
  for (const token of parsed.tokens) {
    if (token.kind !== 'option') continue
    const spec: OptionSpec = OPTIONS[token.name as OptionName]
    if (command === undefined) {
      throw new UsageError(`${token.rawName}: expected a command first (${COMMANDS.join(', ')})`)
    }
    if (!spec.commands.includes(command)) {
      throw new UsageError(`${token.rawName}: not an option of ${command}`, command)
    }
  }
  return { command, values, paths }
}
