/**
 * Mask, then cut: no part of a secret is published, wherever in a quoted error it stands. Text
 * is shortened in many places (an adapter keeping a message, a rule quoting one, a timeline's
 * snippet, a renderer's cell); a secret cut short is a prefix the mask no longer knows, so every
 * cut masks first. The property: for every secret kind the mask knows and every offset of the
 * secret in a provider error, a tool error and a run's last error, no 8 characters of the
 * secret's body appear in the CLI's text, its JSON report, its Markdown or its HTML page, under
 * either preset.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runCli } from '../../src/cli/cli.js'
import { cutMasked, looksRandom, maskSecrets } from '../../src/core/secrets.js'
import { short } from '../../src/trace/adapters/text.js'
import { quote } from '../../src/engine/rules/agents/common.js'

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/**
 * `n` characters of `alphabet`, spread as random ones, from a seed: shrinking the seed gives
 * another random string (a shrunk "AAAA..." is no secret any mask should know).
 */
function random(alphabet: string, n: number, seed: number): string {
  let x = seed >>> 0 || 1
  let out = ''
  for (let i = 0; i < n; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out += alphabet[(x >>> 0) % alphabet.length]
  }
  return out
}

const chars = (alphabet: string, n: number) => fc.integer({ min: 1 }).map((seed) => random(alphabet, n, seed))

/**
 * The secret kinds the mask knows: the marker that names the kind (published as it is where the
 * mask keeps it: `Bearer`, `password=`) and the body that must never be published. Bodies mix
 * upper and lower case and digits, as real ones do.
 */
const KINDS: Record<string, fc.Arbitrary<{ lead: string; body: string; tail?: string }>> = {
  ghp: chars(ALNUM, 36).map((b) => ({ lead: '', body: `ghp_${b}` })),
  gho: chars(ALNUM, 36).map((b) => ({ lead: '', body: `gho_${b}` })),
  github_pat: chars(ALNUM, 82).map((b) => ({ lead: '', body: `github_pat_11${b}` })),
  'sk-': chars(ALNUM, 48).map((b) => ({ lead: '', body: `sk-${b}` })),
  'sk-proj-': chars(ALNUM, 156).map((b) => ({ lead: '', body: `sk-proj-${b}` })),
  'sk-ant-': chars(ALNUM, 93).map((b) => ({ lead: '', body: `sk-ant-api03-${b}` })),
  stripe: chars(ALNUM, 24).map((b) => ({ lead: '', body: `sk_live_${b}` })),
  glpat: chars(ALNUM, 20).map((b) => ({ lead: '', body: `glpat-${b}` })),
  hf: chars(ALNUM, 34).map((b) => ({ lead: '', body: `hf_${b}` })),
  npm: chars(ALNUM, 36).map((b) => ({ lead: '', body: `npm_${b}` })),
  slack: chars(ALNUM, 40).map((b) => ({ lead: '', body: `xoxb-${b}` })),
  aws: chars(UPPER, 16).map((b) => ({ lead: '', body: `AKIA${b}` })),
  google: chars(ALNUM, 35).map((b) => ({ lead: '', body: `AIza${b}` })),
  jwt: fc
    .tuple(chars(ALNUM, 20), chars(ALNUM, 40), chars(ALNUM, 43))
    .map(([h, p, s]) => ({ lead: '', body: `eyJ${h}.eyJ${p}.${s}` })),
  bearer: chars(ALNUM, 40).map((b) => ({ lead: 'Authorization: Bearer ', body: b })),
  assignment: chars(ALNUM, 24).map((b) => ({ lead: 'api_key=', body: b })),
  url: chars(ALNUM, 20).map((b) => ({ lead: 'https://deploy:', body: b, tail: '@git.example.com/r.git' })),
  // A long run the mask knows by its spread alone (looksRandom).
  random: chars(ALNUM, 40)
    .filter((b) => looksRandom(b))
    .map((b) => ({ lead: 'value ', body: b })),
}

/** Filler words before the secret: the secret stands at any offset of the quoted text. */
const filler = (n: number) => 'request failed at the provider with status 401 and this reason '.repeat(8).slice(0, n)

/** Every 8 characters of the body, past the part that names its kind (`ghp_`, `sk-proj-`...). */
function windows(body: string): string[] {
  const named =
    /^(?:sk-proj-|sk-ant-api03-|sk-|sk_live_|github_pat_11|gh[op]_|glpat-|hf_|npm_|xoxb-|AKIA|AIza|eyJ)/.exec(body)
  const from = named ? named[0].length : 0
  const out: string[] = []
  for (let i = from; i + 8 <= body.length; i++) {
    const w = body.slice(i, i + 8)
    if (!w.startsWith('.eyJ')) out.push(w)
  }
  return out
}

/** The first window of `body` that `text` holds, or undefined. */
function leaked(text: string, body: string): string | undefined {
  return windows(body).find((w) => text.includes(w))
}

describe('cutMasked', () => {
  it('leaves text that fits as it is and cuts longer text to the length asked', () => {
    expect(cutMasked('short', 10)).toBe('short')
    expect(cutMasked('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`)
    expect(cutMasked('a'.repeat(20), 10, '...')).toBe(`${'a'.repeat(7)}...`)
    expect(cutMasked('a'.repeat(20), 10, '')).toBe('a'.repeat(10))
  })

  it('never splits a surrogate pair', () => {
    expect(cutMasked(`${'a'.repeat(8)}😀😀`, 10)).toBe(`${'a'.repeat(8)}…`)
  })

  it('drops a secret the cut tore though the mask did not know it whole (longer than the margin)', () => {
    // A JSON Web Token whose payload runs past the margin: its third part is out of the window.
    const long = `eyJhbGciOiJIUzI1NiJ9.eyJ${'aB3'.repeat(200)}.sig`
    expect(maskSecrets(long.slice(0, 300))).toContain('eyJhbGciOiJIUzI1NiJ9')
    expect(cutMasked(`error: ${long}`, 40)).toBe('error: …')
  })

  it.each(Object.keys(KINDS))('masks a %s secret wherever the cut falls (adapters, quotes, any max)', (kind) => {
    fc.assert(
      fc.property(KINDS[kind], fc.nat(260), fc.integer({ min: 8, max: 300 }), ({ lead, body, tail }, at, max) => {
        const text = `${filler(at)} ${lead}${body}${tail ?? ''} and then more words of the error`
        // What is cut is masked whole again where it is published (text that fits is not masked at the cut).
        for (const out of [cutMasked(text, max), cutMasked(text, max, '...'), short(text) ?? '', quote(text) ?? ''])
          expect([kind, at, max, leaked(maskSecrets(out), body)]).toEqual([kind, at, max, undefined])
        // The mask knows the whole secret: the test's kinds are the mask's.
        expect(leaked(maskSecrets(text), body)).toBeUndefined()
      }),
      { numRuns: 150 },
    )
  })
})

let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'atg-cuts-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A run that fails on a provider error, a tool error and its last error, each quoting `message`. */
function trace(message: string): string {
  const events: object[] = [{ event: 'process_start' }]
  for (let i = 0; i < 4; i++) {
    events.push({ event: 'tool_call', tool: 'deploy', args: { target: 'prod', attempt: i } })
    events.push({ event: 'tool_output', tool: 'deploy', status: 'error', error: message })
    events.push({ event: 'error_event', kind: 'provider', message })
  }
  events.push({ event: 'token_usage', usage: { input: 20_000, output: 1_000, total: 21_000 } })
  events.push({ event: 'process_end', status: 'failed', error: message })
  return events.map((e) => JSON.stringify(e)).join('\n') + '\n'
}

/** The CLI's text, JSON report, Markdown and HTML for `message`'s trace under `preset`. */
async function outputs(message: string, preset: string, n: number): Promise<Record<string, string>> {
  const path = join(dir, `t${n}.jsonl`)
  writeFileSync(path, trace(message))
  let text = ''
  const io = { stdout: (s: string) => (text += s), stderr: (s: string) => (text += s) }
  const files = { json: join(dir, `r${n}.json`), md: join(dir, `r${n}.md`), html: join(dir, `r${n}.html`) }
  await runCli(
    ['diagnose', path, '--preset', preset, '--out', files.json, '--markdown', files.md, '--html', files.html],
    io,
  )
  const out: Record<string, string> = { text }
  for (const [k, f] of Object.entries(files)) out[k] = readFileSync(f, 'utf8')
  return out
}

describe('every output of a trace that quotes a secret in its errors', () => {
  let n = 0
  it.each(['agents', 'critiqor'])(
    'publishes no 8 characters of it under the %s preset',
    async (preset) => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(KINDS)).chain((k) => KINDS[k]),
          fc.nat(260),
          async (secret, at) => {
            const message = `${filler(at)} ${secret.lead}${secret.body}${secret.tail ?? ''} while deploying the service`
            const out = await outputs(message, preset, n++)
            // The trace does quote it, and the outputs quote the error around it.
            expect(out.json).toContain('deploy')
            for (const [what, text] of Object.entries(out))
              expect([what, at, secret.body, leaked(text, secret.body)]).toEqual([what, at, secret.body, undefined])
          },
        ),
        { numRuns: 25 },
      )
    },
    120_000,
  )
})
