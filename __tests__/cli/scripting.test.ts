/**
 * The CLI in scripts: outputs that never overwrite inputs, `-` for stdout, each command's help,
 * one-line errors, and secrets masked in every output unless --no-mask.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cli } from '../../__fixtures__/testing.js'
import { reportSchema } from '../../src/report/schema.js'
import { COMMANDS, OPTIONS, OUTPUT_OPTIONS, commandHelp } from '../../src/cli/args.js'
import { MAX_ERROR_LENGTH } from '../../src/cli/cli.js'

let dir: string
let trace: string
const ORIGINAL = readFileSync('examples/tool-loop.jsonl', 'utf8')

/** Secret-shaped values, as sanitize.ts recognises them. */
const OPENAI_KEY = 'sk-proj-Zq8rT2vXk9LmN4bQ7wYc1HsJ5dFg3Ae6'
const GITHUB_TOKEN = 'ghp_Zq8rT2vXk9LmN4bQ7wYc1HsJ5dFg3Ae6Pt0R'

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-scripting-'))
  trace = join(dir, 'run.jsonl')
  writeFileSync(trace, ORIGINAL)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const unchanged = () => expect(readFileSync(trace, 'utf8')).toBe(ORIGINAL)

/** The one line of an error, checked for its shape. */
function oneLineError(r: { code: number; stdout: string; stderr: string }): string {
  expect(r.code).toBe(2)
  expect(r.stdout).toBe('')
  expect(r.stderr.endsWith('\n')).toBe(true)
  const lines = r.stderr.slice(0, -1).split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0].length).toBeLessThanOrEqual(MAX_ERROR_LENGTH)
  return lines[0]
}

describe('outputs never overwrite inputs', () => {
  it.each(OUTPUT_OPTIONS.map((o) => [`--${o}`]))(
    'refuses %s naming the trace itself, and leaves it as it was',
    async (opt) => {
      const line = oneLineError(await cli('diagnose', trace, opt, trace))
      expect(line).toContain(`${opt} ${trace}: refusing to overwrite ${trace}, which diagnose reads`)
      unchanged()
    },
  )

  it('refuses the trace by another name: a symbolic link, a hard link, a roundabout path', async () => {
    const soft = join(dir, 'soft.json')
    const hard = join(dir, 'hard.md')
    symlinkSync(trace, soft)
    linkSync(trace, hard)
    for (const name of [soft, hard, join(dir, '.', 'sub', '..', 'run.jsonl')]) {
      mkdirSync(join(dir, 'sub'), { recursive: true })
      const line = oneLineError(await cli('diagnose', trace, '--out', name))
      expect(line).toContain(`refusing to overwrite ${trace}`)
      unchanged()
    }
  })

  it('refuses a file found in an input directory or by a glob, and any path inside an input directory', async () => {
    const traces = join(dir, 'traces')
    mkdirSync(traces)
    copyFileSync('examples/clean.jsonl', join(traces, 'a.jsonl'))
    const before = readFileSync(join(traces, 'a.jsonl'), 'utf8')
    expect(oneLineError(await cli('diagnose', traces, '--markdown', join(traces, 'a.jsonl')))).toContain(
      `refusing to overwrite ${join(traces, 'a.jsonl')}`,
    )
    expect(oneLineError(await cli('diagnose', `${traces}/*.jsonl`, '--out', join(traces, 'a.jsonl')))).toContain(
      'refusing to overwrite',
    )
    // A new file there would be read as a trace by the next run.
    expect(oneLineError(await cli('diagnose', traces, '--out', join(traces, 'report.json')))).toContain(
      `refusing to write inside ${traces}, a directory diagnose reads`,
    )
    expect(readFileSync(join(traces, 'a.jsonl'), 'utf8')).toBe(before)
  })

  it('refuses the reports merge reads, the baseline, the policy file and two options writing one file', async () => {
    const shard = join(dir, 'shard.json')
    expect((await cli('diagnose', trace, '--out', shard, '--fail-on', 'never')).code).toBe(0)
    const report = readFileSync(shard, 'utf8')
    expect(oneLineError(await cli('merge', shard, '--out', shard))).toContain('which merge reads')
    expect(oneLineError(await cli('diagnose', trace, '--baseline', shard, '--markdown', shard))).toContain(
      `refusing to overwrite ${shard}`,
    )
    const policy = join(dir, 'policy.yml')
    writeFileSync(policy, 'preset: critiqor\n')
    expect(oneLineError(await cli('diagnose', trace, '--policy', policy, '--out', policy))).toContain(
      `refusing to overwrite ${policy}`,
    )
    const twice = join(dir, 'twice.out')
    expect(oneLineError(await cli('diagnose', trace, '--out', twice, '--markdown', twice))).toContain(
      `--markdown ${twice}: --out writes the same file`,
    )
    expect(readFileSync(shard, 'utf8')).toBe(report)
    expect(readFileSync(policy, 'utf8')).toBe('preset: critiqor\n')
  })

  it('names the option when a file cannot be written', async () => {
    // A missing folder is made; a folder where the file should be cannot be written.
    const folder = join(dir, 'a-folder.json')
    mkdirSync(folder)
    const line = oneLineError(await cli('diagnose', trace, '--out', folder))
    expect(line).toBe(`--out ${folder}: cannot write the file (it is a folder: EISDIR)`)
  })
})

describe('- is stdout', () => {
  it('for --out: the JSON report, the same bytes as --json', async () => {
    const out = await cli('diagnose', trace, '--out', '-')
    const json = await cli('diagnose', trace, '--json')
    expect(out.code).toBe(1)
    expect(out.stdout).toBe(json.stdout)
    reportSchema.parse(JSON.parse(out.stdout))
    expect((await cli('diagnose', trace, '--json', '--out', '-')).stdout).toBe(json.stdout)
  })

  it('for --markdown: the Markdown alone, the same bytes as written to a file', async () => {
    const file = join(dir, 'report.md')
    const r = await cli('diagnose', trace, '--markdown', '-')
    expect(r.code).toBe(1)
    expect(r.stdout).toMatch(/^## .*Agent trust gate: failed/)
    expect(r.stdout).not.toMatch(/^Verdict:/m) // not followed by the summary
    await cli('diagnose', trace, '--markdown', file)
    expect(readFileSync(file, 'utf8')).toBe(r.stdout)
  })

  it('for one output at a time: a second one must go to a file', async () => {
    expect(oneLineError(await cli('diagnose', trace, '--json', '--markdown', '-'))).toContain(
      '--markdown -: stdout already carries the output of --json; write one of them to a file',
    )
    expect(oneLineError(await cli('diagnose', trace, '--out', '-', '--markdown', '-'))).toContain(
      'stdout already carries the output of --out -;',
    )
  })

  it.each(OUTPUT_OPTIONS.map((o) => [`--${o}`]))(
    '%s - writes to stdout what it writes to a file, and no file named -',
    async (opt) => {
      const cwd = process.cwd()
      process.chdir(dir)
      try {
        const file = join(dir, `out${opt}`)
        const toStdout = await cli('diagnose', trace, opt, '-')
        const toFile = await cli('diagnose', trace, opt, file)
        expect(toStdout.code).toBe(toFile.code)
        expect(toStdout.stdout).toBe(readFileSync(file, 'utf8'))
        expect(() => readFileSync(join(dir, '-'))).toThrow()
      } finally {
        process.chdir(cwd)
      }
    },
  )
})

describe('each command has its own help', () => {
  it.each(COMMANDS.map((c) => [c]))('%s --help lists its options and no other', async (command) => {
    for (const args of [
      [command, '--help'],
      [command, '-h'],
      ['--help', command],
      [command, 'x', '--bogus', '-h'],
    ]) {
      const r = await cli(...args)
      expect(r.code).toBe(0)
      expect(r.stdout).toBe(commandHelp(command))
    }
    const help = commandHelp(command)
    expect(help).toMatch(new RegExp(`^Usage: agent-trust-gate ${command}\\b`))
    for (const [name, spec] of Object.entries(OPTIONS)) {
      if (name === 'version') continue
      const listed = new RegExp(`--${name}\\b(?!-)`).test(help)
      expect([name, listed]).toEqual([name, (spec.commands as readonly string[]).includes(command)])
    }
  })

  it('the top-level help names every command and where their options are', async () => {
    const r = await cli('--help')
    expect(r.code).toBe(0)
    for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^ {2}${c} `, 'm'))
    expect(r.stdout).toContain('agent-trust-gate <command> --help')
  })

  it('refuses an option the command does not take, pointing to its help', async () => {
    expect(oneLineError(await cli('merge', 'x.json', '--format', 'critiqor'))).toBe(
      'agent-trust-gate merge: --format: not an option of merge (see agent-trust-gate merge --help)',
    )
    expect(oneLineError(await cli('history', 'x.json', '--out', 'y.json'))).toBe(
      'agent-trust-gate history: --out: not an option of history (see agent-trust-gate history --help)',
    )
    expect(oneLineError(await cli('diagnose', 'x', '--bogus'))).toBe(
      'agent-trust-gate diagnose: --bogus: not a known option (see agent-trust-gate diagnose --help)',
    )
    expect(oneLineError(await cli('diagnose', 'x', '--out'))).toContain('--out: expected a value')
    expect(oneLineError(await cli('schema', 'extra'))).toContain('schema: expected no arguments, found "extra"')
  })
})

describe('errors are one line of at most MAX_ERROR_LENGTH characters, safe for a terminal', () => {
  it('leaves room for the list of formats, and no more than a few lines of a terminal', () => {
    expect(MAX_ERROR_LENGTH).toBe(500)
  })

  it('shortens a long message and flattens control characters in what the user typed', async () => {
    const long = oneLineError(await cli('diagnose', trace, '--preset', `\u001b[2J${'p'.repeat(500)}`))
    expect(long).toMatch(/^agent-trust-gate diagnose: --preset: expected .*, found " \[2Jppp/)
    expect(long).toContain('p… (see')
    expect(long.endsWith(' (see agent-trust-gate diagnose --help)')).toBe(true)
    const missing = oneLineError(await cli('diagnose', join(dir, 'no\u001b]0;x\u0007such\u202e.jsonl')))
    // eslint-disable-next-line no-control-regex
    expect(missing).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e]/)
    expect(missing).toMatch(/such \.jsonl: the pattern matched no files$/)
  })
})

describe('secrets are masked in every output unless --no-mask', () => {
  let secretTrace: string
  beforeAll(() => {
    const call = { event: 'tool_call', tool: 'fetch', args: { api_key: OPENAI_KEY, note: `token ${GITHUB_TOKEN}` } }
    secretTrace = join(dir, 'secret.jsonl')
    writeFileSync(secretTrace, Array.from({ length: 5 }, () => JSON.stringify(call)).join('\n') + '\n')
  })
  const secretFree = (text: string) => {
    expect(text).not.toContain(OPENAI_KEY)
    expect(text).not.toContain(GITHUB_TOKEN)
  }

  it('masks the JSON (stdout and file), the Markdown and the summary, and the report stays valid', async () => {
    const out = join(dir, 'masked.json')
    const md = join(dir, 'masked.md')
    const json = await cli('diagnose', secretTrace, '--json', '--out', out, '--markdown', md, '--graph', 'full')
    expect(json.code).toBe(1)
    for (const text of [json.stdout, readFileSync(out, 'utf8'), readFileSync(md, 'utf8')]) secretFree(text)
    const report = reportSchema.parse(JSON.parse(json.stdout))
    expect(JSON.stringify(report)).toContain('***')
    expect(report.sessions[0].diagnosis.primary_diagnosis.root_cause_failure_type).toBe('infinite_tool_loop')
    secretFree((await cli('diagnose', secretTrace)).stdout)
    // The same bytes every time.
    expect((await cli('diagnose', secretTrace, '--json', '--graph', 'full')).stdout).toBe(json.stdout)
  })

  it('keeps them with --no-mask, with the same verdict and the same figures', async () => {
    const masked = JSON.parse((await cli('diagnose', secretTrace, '--json', '--graph', 'full')).stdout)
    const raw = await cli('diagnose', secretTrace, '--json', '--graph', 'full', '--no-mask')
    expect(raw.code).toBe(1)
    expect(raw.stdout).toContain(OPENAI_KEY)
    const report = reportSchema.parse(JSON.parse(raw.stdout))
    expect(report.verdict.passed).toBe(masked.verdict.passed)
    expect(report.sessions[0].diagnosis.trust_score).toBe(masked.sessions[0].diagnosis.trust_score)
  })

  it('masks merged reports and history as well', async () => {
    const shard = join(dir, 'secret-shard.json')
    await cli('diagnose', secretTrace, '--out', shard, '--no-mask', '--graph', 'full')
    expect(readFileSync(shard, 'utf8')).toContain(OPENAI_KEY)
    secretFree((await cli('merge', shard, '--json')).stdout)
    expect((await cli('merge', shard, '--json', '--no-mask')).stdout).toContain(OPENAI_KEY)
    secretFree((await cli('history', shard, '--json')).stdout)
  })
})
