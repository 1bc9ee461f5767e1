// The bench's own inputs, made when ../shared is not beside the checkout (a contributor's clone):
// a seeded flat trace and transcripts made from the fixtures' real ones. Deterministic (a seeded
// generator, no clock), and each made in seconds; kept apart from scripts/bench.mjs so that a
// test can make them.
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setImmediate } from 'node:timers'

/** A small, seeded generator (mulberry32): the same inputs on every machine. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TOOLS = [
  'read_file',
  'edit_file',
  'bash',
  'grep',
  'list_dir',
  'web_fetch',
  'run_tests',
  'write_file',
  'search_code',
  'git_diff',
]

/**
 * A flat-event trace of `events` events at `path` (kept when it is there): a seeded mix of calls
 * (an occasional loop of identical ones), results, token usage, memory, context, decisions,
 * retries and errors, with ids and times derived from the position. Yields to the event loop
 * every megabyte written, so that a signal stops it.
 */
export async function makeTrace(path, events) {
  if (existsSync(path)) return
  const random = rng(events)
  const out = createWriteStream(path)
  let buffer = ''
  let loop = 0
  let looped
  for (let i = 0; i < events; i++) {
    let e
    const r = loop > 0 ? -1 : random()
    if (loop > 0) {
      loop--
      e = { ...looped, call_id: `c${i}` }
    } else if (r < 0.35) {
      const tool = TOOLS[Math.floor(random() * TOOLS.length)]
      e = {
        event: 'tool_call',
        tool,
        args: { path: `src/module_${Math.floor(random() * 1e9)}.ts`, line: Math.floor(random() * 900) },
        call_id: `c${i}`,
      }
      if (random() < 0.001) {
        // An occasional loop: the same call three to six times in a row.
        loop = 2 + Math.floor(random() * 4)
        looped = e
      }
    } else if (r < 0.65) {
      e = {
        event: 'tool_output',
        tool: TOOLS[Math.floor(random() * TOOLS.length)],
        call_id: `c${i - 1}`,
        status: 'ok',
        used: random() > 0.0005,
      }
    } else if (r < 0.85) {
      const input = Math.floor(random() * 3000)
      const output = Math.floor(random() * 800)
      e = { event: 'token_usage', usage: { input, output, cache_read: 0, cache_write: 0, total: input + output } }
    } else if (r < 0.9) {
      e = {
        event: 'memory_event',
        action: random() < 0.995 ? 'store' : 'miss',
        key: `note_${Math.floor(random() * 5000)}`,
      }
    } else if (r < 0.95) {
      e = { event: 'context_event', saturation: Math.floor(random() * 90), tokens: Math.floor(random() * 180000) }
    } else if (r < 0.98) {
      e = { event: 'decision', summary: 'continue with the plan', step: i }
    } else if (r < 0.99) {
      e = { event: 'retry_event', reason: 'rate_limited', attempt: 1 + Math.floor(random() * 3) }
    } else {
      e = { event: 'error_event', message: 'command exited with status 1', code: 1 }
    }
    // Ids and times as agents write them (derived from the position: no clock).
    e = {
      event_id: `evt-${String(i).padStart(7, '0')}`,
      ...e,
      ts: `2026-01-01T${String(Math.floor(i / 3600000) % 24).padStart(2, '0')}:${String(Math.floor(i / 60000) % 60).padStart(2, '0')}:${String(Math.floor(i / 1000) % 60).padStart(2, '0')}.${String(i % 1000).padStart(3, '0')}Z`,
    }
    buffer += JSON.stringify(e) + '\n'
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise((r) => out.once('drain', r))
      else await new Promise((r) => setImmediate(r))
      buffer = ''
    }
  }
  out.write(buffer)
  await new Promise((r) => out.end(r))
}

/**
 * The fixtures' JSONL transcripts under `dir` (critiqor's left out), each as one session's
 * transcript ({ path, head, body }: see oneSession); a fixture with no body to repeat (a lone
 * init record) is left out. Throws when none is left, naming the folder.
 */
export function fixtureTranscripts(dir) {
  const out = []
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name)
      if (statSync(p).isDirectory()) walk(p)
      else if (name.endsWith('.jsonl') && !p.includes('critiqor')) out.push(p)
    }
  }
  walk(dir)
  const templates = out
    .map((p) => ({
      path: p,
      ...oneSession(
        readFileSync(p, 'utf8')
          .split('\n')
          .filter((l) => l.trim() !== ''),
      ),
    }))
    .filter((t) => t.body.length > 0)
  if (templates.length === 0) throw new Error(`bench: no JSONL transcript in ${dir} to make transcripts from`)
  return templates
}

const isInit = (l) => l.includes('"subtype":"init"')

/**
 * A fixture as one session's transcript: the records that open it (up to a stream's init record,
 * or the first) and the body that is repeated. A stream fixture of several runs (`claude -p` or
 * `droid exec` run more than once into one file) gives its first run, the records before the
 * second init: repeating all of them would make each file hundreds of runs of a few events,
 * which no real transcript is.
 */
export function oneSession(lines) {
  const first = lines.findIndex(isInit)
  const second = first === -1 ? -1 : lines.findIndex((l, i) => i > first && isInit(l))
  if (second !== -1) lines = lines.slice(0, second)
  const open = Math.max(1, first + 1)
  return { head: lines.slice(0, open), body: lines.slice(open) }
}

const WORDS = 'the of build test file error return value function module import line result passed failed'.split(' ')

/** Words as a tool's output or a reply holds them, JSON-escaped for a string's inside. */
function filler(random, length) {
  let s = ''
  while (s.length < length) s += WORDS[Math.floor(random() * WORDS.length)] + (random() < 0.1 ? '\n' : ' ')
  return JSON.stringify(s.slice(0, length)).slice(1, -1)
}

/**
 * `count` transcripts made from the fixtures' (under `fixtures`), each in its own session folder
 * of `dir` (DIR/pNNNN/NAME.jsonl); returns the files. Each is a fixture with its body repeated to
 * a size drawn log-uniformly between 8 KB and 1.2 MB, as real sessions spread, ids made fresh per
 * repetition, and the placeholder texts the fixtures carry ("[output]", "[thinking]", ...) filled
 * to lengths real sessions have. Yields to the event loop after each file, so that a signal stops it.
 */
export async function makeManyFiles(dir, count, fixtures) {
  const files = []
  const templates = fixtureTranscripts(fixtures)
  const random = rng(count)
  for (let k = 0; k < count; k++) {
    const t = templates[k % templates.length]
    const target = Math.floor(Math.exp(Math.log(8e3) + random() * (Math.log(1.2e6) - Math.log(8e3))))
    const { head, body } = t
    const parts = [...head]
    let size = head.reduce((a, l) => a + l.length + 1, 0)
    // The body holds a record at least (fixtureTranscripts), so each repetition adds bytes.
    for (let rep = 0; size < target; rep++) {
      for (const line of body) {
        const text = line
          .replace(/(toolu_|call_|msg_|fc_|resp_)([A-Za-z0-9]+)/g, (_, p, id) => `${p}${id}r${rep}`)
          .replace(/"(uuid|parentUuid|id|call_id|callId|toolCallId)":"([^"]*)"/g, (_, key, id) =>
            id ? `"${key}":"${id}-r${rep}"` : `"${key}":""`,
          )
          .replace(/\[(output|reply|text|user message|thinking|agent_message|subagent report|message)\]/g, (_, what) =>
            filler(random, what === 'output' ? Math.floor(200 + random() * 6000) : Math.floor(40 + random() * 800)),
          )
        parts.push(text)
        size += text.length + 1
      }
    }
    const folder = join(dir, `p${String(k).padStart(4, '0')}`)
    mkdirSync(folder, { recursive: true })
    const file = join(folder, t.path.split('/').slice(-2).join('-'))
    writeFileSync(file, parts.join('\n') + '\n')
    files.push(file)
    await new Promise((r) => setImmediate(r))
  }
  return files
}
