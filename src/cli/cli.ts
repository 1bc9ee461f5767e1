/**
 * The CLI: the same pipeline and verdict as the action, on local files.
 *
 * Exit codes, as linters use them: 0 the gate passed, 1 it failed, 2 bad usage or bad input.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { expandArgs, expandPaths, skippedLine } from '../trace/files.js'
import { runGate, type FoundBaseline } from '../gate/run.js'
import { ProgressReporter, progressMode } from '../gate/progress.js'
import type { HistoryRow } from '../report/history.js'
import type { Report } from '../report/json.js'
import { EMPTY_POLICY, findPolicy } from '../policy/find.js'
import { quickSettings } from '../policy/quick-settings.js'
import type { SettingName } from '../policy/settings.js'
import { SinceError } from '../gate/integrity.js'
import { loadInTurn, loadsSettled } from '../core/load.js'
import { maskSecretsDeep, terminalJson, terminalLine, terminalText } from '../report/sanitize.js'
import { formatWarning, TraceError } from '../trace/read.js'
import { TOOL_NAME, TOOL_VERSION } from '../core/version.js'
import { commandHelp, HELP, OUTPUT_OPTIONS, parseCli, UsageError, type Command, type OutputOption } from './args.js'
import { checkOutputs, inputPaths, type OutputRequest } from './output.js'
import type { StartedWorkers } from '../gate/threads.js'

export { HELP, commandHelp } from './args.js'

/**
 * The modules a command uses only when it gets to them (the policy file's reader, the reports'
 * reader, each renderer): loaded then, or while the files are read, so that a diagnosis starts
 * without them and loads only the renderers of the outputs asked for.
 */
const load = {
  json: () => loadInTurn(() => import('../report/json.js')),
  schema: () => loadInTurn(() => import('../report/schema.js')),
  markdown: () => loadInTurn(() => import('../report/markdown.js')),
  html: () => loadInTurn(() => import('../report/html/index.js')),
  text: () => loadInTurn(() => import('../report/text.js')),
  baseline: () => loadInTurn(() => import('../report/baseline.js')),
  history: () => loadInTurn(() => import('../report/history.js')),
  merge: () => loadInTurn(() => import('../gate/merge.js')),
  policy: () => loadInTurn(() => import('../policy/policy-file.js')),
}

/** The outputs the CLI names on stderr once written: those a user opens or pastes by hand. */
const WROTE: Partial<Record<OutputOption, string>> = { html: 'HTML report', markdown: 'Markdown report' }

/** Errors are one line of at most this many characters (room for the list of formats). */
export const MAX_ERROR_LENGTH = 500

/** A file the CLI could not write: exit 2, naming the option. */
class OutputError extends Error {}

/** Why a file or folder could not be written, in words (with the system's code). */
function reason(err: unknown): string {
  const e = err as NodeJS.ErrnoException
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EEXIST: 'a file is in the way',
    ENOTDIR: 'a file is in the way of a folder',
    EISDIR: 'it is a folder',
    EROFS: 'a read-only file system',
    ENOSPC: 'no space left',
  }
  const code = e?.code
  return code ? (words[code] ? `${words[code]}: ${code}` : code) : (e?.message ?? String(err))
}

/** Write an output: text, or chunks of text and UTF-8 one after the other. */
async function writeOutput(
  option: string,
  path: string,
  text: string | readonly (string | Uint8Array)[],
): Promise<void> {
  // The folder it goes in is made when missing, as `--out reports/run.json` expects.
  const folder = dirname(path)
  try {
    await mkdir(folder, { recursive: true })
  } catch (err) {
    throw new OutputError(`--${option} ${path}: cannot make the folder ${folder} (${reason(err)})`)
  }
  try {
    await writeFile(path, text)
  } catch (err) {
    throw new OutputError(`--${option} ${path}: cannot write the file (${reason(err)})`)
  }
}

/** The one line an error becomes on stderr. */
function errorLine(err: unknown, command: Command | undefined, mask: boolean): string {
  const line = (s: string, max = MAX_ERROR_LENGTH) => terminalLine(s, { max, mask })
  if (err instanceof TraceError || err instanceof OutputError) return line(err.message)
  if (err instanceof SinceError) return line(`${TOOL_NAME}${command ? ` ${command}` : ''}: --${err.message}`)
  if (err instanceof UsageError) {
    const cmd = err.command ?? command
    const prefix = `${TOOL_NAME}${cmd ? ` ${cmd}` : ''}: `
    const hint = ` (see ${TOOL_NAME}${cmd ? ` ${cmd}` : ''} --help)`
    return prefix + line(err.message, MAX_ERROR_LENGTH - prefix.length - hint.length) + hint
  }
  const e = err as NodeJS.ErrnoException
  if (e.code && e.path) return line(`${e.path}: cannot read it (${e.code})`)
  return line(`${TOOL_NAME}: internal error: ${e.message ?? String(err)}`)
}

/** A CI run: `CI` or `GITHUB_ACTIONS` set, not empty and not "false" (in any case). */
export function inCi(env: Readonly<Record<string, string | undefined>>): boolean {
  const set = (v: string | undefined) => v !== undefined && v !== '' && v.toLowerCase() !== 'false'
  return set(env.CI) || set(env.GITHUB_ACTIONS)
}

export interface CliIo {
  stdout: (s: string) => void
  stderr: (s: string) => void
}

/** Run the CLI with the given arguments; returns the exit status. */
export async function runCli(
  argv: string[],
  io: CliIo,
  env: {
    workerScript?: string
    partsMinBytes?: number
    /** Files that add up to this are read on a pool (PipelineOptions.poolMinBytes): the tests lower it. */
    poolMinBytes?: number
    /** Where progress may show (src/gate/progress.ts): stderr is a terminal, or the run is in Actions. */
    stderrIsTTY?: boolean
    githubActions?: boolean
    /** The run is in CI (`inCi`): committed traces are looked for without --integrity. */
    ci?: boolean
    /**
     * Pool workers of `workerScript` started as the process started (src/cli-main.ts), for a
     * diagnose of many files; stopped when no pool takes them.
     */
    startedWorkers?: StartedWorkers
  } = {},
): Promise<number> {
  let command: Command | undefined
  let mask = true
  try {
    const parsed = parseCli(argv)
    const { values, paths } = parsed
    command = parsed.command
    mask = values['no-mask'] !== true
    if (values.help) {
      io.stdout(command ? commandHelp(command) : HELP)
      return 0
    }
    if (values.version) {
      io.stdout(`${TOOL_NAME} ${TOOL_VERSION}\n`)
      return 0
    }
    if (command === undefined)
      throw new UsageError('expected a command (diagnose, merge, history, schema or policy-schema)')
    const masked = <T>(value: T): T => (mask ? maskSecretsDeep(value) : value)
    if (command === 'schema' || command === 'policy-schema') {
      if (paths.length) throw new UsageError(`expected no arguments, found "${paths[0]}"`, command)
      const schema =
        command === 'schema' ? (await load.schema()).reportJsonSchema() : (await load.policy()).policyJsonSchema()
      io.stdout(JSON.stringify(schema, null, 2) + '\n')
      return 0
    }
    if (command === 'history') {
      if (paths.length === 0) throw new UsageError('expected at least one report file', command)
      const [{ renderHistoryText, summarizeRun }, { readReport }] = await Promise.all([load.history(), load.merge()])
      const rows: HistoryRow[] = []
      for (const f of await expandPaths(paths)) rows.push({ run: f, summary: summarizeRun(await readReport(f)) })
      io.stdout(
        values.json
          ? terminalJson(JSON.stringify(masked(rows), null, 2) + '\n')
          : terminalText(renderHistoryText(masked(rows), (s) => terminalLine(s, { max: 200, mask }))),
      )
      return 0
    }
    if (paths.length === 0) {
      throw new UsageError(
        command === 'merge'
          ? 'expected at least one report file'
          : 'expected at least one trace file, directory or glob',
        command,
      )
    }
    const raw: Partial<Record<SettingName, string>> = {
      format: values.format,
      preset: values.preset,
      graph: values.graph,
      'fail-on': values['fail-on'],
      'min-trust-score': values['min-trust-score'],
      'max-bytes': values['max-bytes'],
      workers: values.workers,
      'token-budget': values['token-budget'],
      'repeat-min-pass': values['repeat-min-pass'],
      'min-final-score': values['min-final-score'],
      'regression-tolerance': values['regression-tolerance'],
      integrity: values.integrity,
      since: values.since,
      ...(values['fail-on-regression'] ? { 'fail-on-regression': 'true' } : {}),
    }
    const workspace = values.workspace ?? '.'
    if (
      values.workspace !== undefined &&
      !(await stat(workspace).then(
        (s) => s.isDirectory(),
        () => false,
      ))
    )
      throw new UsageError(
        `--workspace: expected a directory, found "${workspace}" (not a directory or not there)`,
        command,
      )
    // Settings plainly written are read without zod; the schema reads the others, or says what is wrong.
    let settings = quickSettings(raw)
    if (!settings) {
      const read = (await loadInTurn(() => import('../policy/settings.js'))).readSettings(raw, '--')
      if ('errors' in read) throw new UsageError(read.errors.join('; '))
      settings = read.settings
    }
    const baselineArgs = values.baseline ?? []
    if (!baselineArgs.length && (values['fail-on-regression'] || values['regression-tolerance'] !== undefined)) {
      const option = values['fail-on-regression'] ? 'fail-on-regression' : 'regression-tolerance'
      throw new UsageError(`--${option}: expected --baseline FILE to compare with, found none`)
    }

    // Where the outputs go: `-` is stdout, which carries one output only (--json is --out -).
    const outputs: OutputRequest[] = OUTPUT_OPTIONS.flatMap((option) => {
      const path = values[option]
      return path === undefined ? [] : [{ option, path }]
    })
    const toStdout = [
      ...new Set<OutputOption>([
        ...(values.json ? (['out'] as const) : []),
        ...outputs.filter((o) => o.path === '-').map((o) => o.option),
      ]),
    ]
    if (toStdout.length > 1) {
      const first = toStdout[0] === 'out' && values.json ? '--json' : `--${toStdout[0]} -`
      throw new UsageError(
        `--${toStdout[1]} -: stdout already carries the output of ${first}; write one of them to a file`,
      )
    }

    const policyPath = values.policy ?? (await findPolicy('.'))
    const policy = policyPath !== undefined ? await (await load.policy()).loadPolicy(policyPath) : EMPTY_POLICY
    const warn = (message: string) => io.stderr(`${terminalLine(`warning: ${message}`, { mask })}\n`)

    // Trace files: what a walk or a glob found beside them is sorted by the gate (src/harness/folders.ts).
    const expanded = await expandArgs(paths, { companions: command === 'diagnose' })
    const files = expanded.files
    const skippedNote = skippedLine(new Set(expanded.skipped))
    if (skippedNote) io.stderr(`${terminalLine(`note: ${skippedNote}`, { mask })}\n`)
    const baseFiles = baselineArgs.length ? await expandPaths(baselineArgs) : []
    const harnessArgs = values.harness ?? []
    await checkOutputs(command, outputs, [
      ...inputPaths(paths, files),
      ...inputPaths(baselineArgs, baseFiles),
      ...inputPaths(harnessArgs, harnessArgs),
      ...(policyPath !== undefined ? [{ path: policyPath }] : []),
    ])

    let baseline: FoundBaseline | undefined
    if (baseFiles.length) {
      const { readReport } = await load.merge()
      const reports: Report[] = []
      for (const f of baseFiles) reports.push(await readReport(f))
      baseline = { reports, where: baseFiles.length === 1 ? baseFiles[0] : `${baseFiles.length} report files` }
    }
    // The renderers of the outputs asked for: loaded as the files go out to the worker threads
    // that read them, or once they are read.
    const asked = new Set<OutputOption>(outputs.map((o) => o.option))
    const textShown = toStdout.length === 0
    const wanted = <T>(yes: boolean, loader: () => Promise<T>): Promise<T> | undefined => {
      if (!yes) return undefined
      const loading = loader()
      loading.catch(() => {}) // A failure to diagnose comes first; a failure to load, where it is awaited.
      return loading
    }
    const loadRenderers = () => ({
      json: wanted(true, load.json)!,
      markdown: wanted(asked.has('markdown') || toStdout[0] === 'markdown', load.markdown),
      html: wanted(asked.has('html'), load.html),
      text: wanted(textShown, load.text),
      baseline: wanted(textShown && baseline !== undefined, load.baseline),
    })
    let loading: ReturnType<typeof loadRenderers> | undefined
    const renderersLoaded = () => (loading ??= loadRenderers())
    const progress = new ProgressReporter({
      mode: command === 'diagnose' ? progressMode(env) : 'off',
      write: io.stderr,
      // Not performance.now(): its first use loads node's perf_hooks modules, a few ms of start-up.
      now: () => Number(process.hrtime.bigint()) / 1e6,
      // Files a walk or a glob found may turn out to be harness results or companions: "files", then.
      group: `Diagnosing ${files.length} ${expanded.found.length ? 'file' : 'trace file'}${files.length === 1 ? '' : 's'}`,
    })
    const result = await runGate({
      source: command === 'merge' ? { reports: files, order: 'given' } : { traces: files, found: expanded.found },
      harnessFiles: harnessArgs,
      settings,
      policy,
      workspace,
      ...(baseline ? { baseline } : {}),
      pipeline: {
        workerScript: env.workerScript,
        partsMinBytes: env.partsMinBytes,
        ...(env.poolMinBytes !== undefined ? { poolMinBytes: env.poolMinBytes } : {}),
        onProgress: progress.listener,
        onHandedOut: () => void renderersLoaded(),
        ...(env.startedWorkers && command === 'diagnose' ? { startedWorkers: env.startedWorkers } : {}),
        ...(outputs.some((o) => o.option === 'html') ? { timeline: true } : {}),
      },
      onTraceWarning: (w) => {
        progress.clear()
        io.stderr(`${terminalLine(formatWarning({ ...w, message: `warning: ${w.message}` }), { mask })}\n`)
      },
      // Committed traces are looked for in CI, or when asked; on a laptop the examples and the
      // traces one tries the CLI on are often committed on purpose.
      gitChecks: env.ci === true || values.integrity !== undefined || values.since !== undefined,
      onHarnessWarning: warn,
      onIntegrityWarning: warn,
      onIntegrityNote: (message: string) => io.stderr(`${terminalLine(`note: ${message}`, { mask })}\n`),
    }).finally(() => progress.done())
    const renderers = renderersLoaded()
    // The verdict is decided on the report as read; every output shows it masked.
    const report = masked(result.report)
    const comparison = result.baseline && 'sessions' in result.baseline ? masked(result.baseline) : undefined
    const policyBudget = policy.detectors?.cost_explosion?.tokenBudget
    const budget = settings['token-budget'] ?? (typeof policyBudget === 'number' ? policyBudget : undefined)
    const render: Record<OutputOption, () => Promise<string | (string | Uint8Array)[]>> = {
      out: async () => (await renderers.json).terminalReportJson(report),
      markdown: async () =>
        terminalText(
          // No rule links: no release is published, so the tag of this version may not exist.
          (await (renderers.markdown ?? load.markdown())).renderMarkdown(report, {
            ...(comparison ? { baseline: comparison } : {}),
          }),
        ),
      // The page masks and escapes trace content itself (src/report/html).
      html: async () =>
        (await (renderers.html ?? load.html())).renderHtml(report, {
          timelines: result.timelines ?? [],
          ...(comparison ? { baseline: comparison } : {}),
          ...(budget !== undefined ? { tokenBudget: budget } : {}),
        }),
    }
    for (const o of outputs) {
      if (o.path === '-') continue
      await writeOutput(o.option, o.path, await render[o.option]())
      // The page and the Markdown are opened or pasted by hand: say where they are (stderr, as the
      // other messages, so stdout stays the report). The JSON is for scripts, which know.
      const wrote = WROTE[o.option]
      if (wrote) io.stderr(`${terminalLine(`wrote the ${wrote} to ${o.path}`, { mask })}\n`)
    }
    const shown = toStdout.length ? await render[toStdout[0]]() : undefined
    if (shown !== undefined) io.stdout(typeof shown === 'string' ? shown : (await renderers.json).joined(shown))
    else {
      const { renderText } = await (renderers.text ?? load.text())
      const { comparisonText } = comparison ? await (renderers.baseline ?? load.baseline()) : {}
      io.stdout(
        terminalText(
          renderText(report) +
            (comparison && comparisonText
              ? `\n${comparisonText(comparison, (s) => terminalLine(s, { max: 500, mask }))}`
              : ''),
        ),
      )
    }
    return report.verdict.passed ? 0 : 1
  } catch (err) {
    io.stderr(`${errorLine(err, command, mask)}\n`)
    return 2
  } finally {
    // Modules asked for ahead (a run that failed needs none of them) load before it returns, not after.
    await loadsSettled()
    await env.startedWorkers?.stop()
  }
}
