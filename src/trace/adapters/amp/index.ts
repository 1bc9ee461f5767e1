/**
 * amp: `amp -x --stream-json` (JSONL), Claude-stream compatible (formats.md "amp"): `system`
 * `init` {cwd, session_id, tools, mcp_servers}, `user` and `assistant` messages, `result`
 * (without usage). Session ids are `T-<uuid>` (Amp's threads): that is how a file is known to
 * be Amp's. Read as claude-stream reads its stream (its mapping applies as it is), under its
 * own name; the init's `cwd` is the run's working directory.
 */
import claudeStream from '../claude-stream/index.js'
import { obj } from '../json.js'
import { type Adapter, FIT, SAMPLE_RECORDS } from '../types.js'

const STREAM_TYPES = new Set(['system', 'user', 'assistant', 'result'])

/** A stream-json record of an Amp thread: a Claude-stream type and a `T-` session id. */
function isAmpRecord(x: unknown): boolean {
  const r = obj(x)
  return (
    r !== undefined &&
    typeof r.type === 'string' &&
    STREAM_TYPES.has(r.type) &&
    typeof r.session_id === 'string' &&
    r.session_id.startsWith('T-')
  )
}

const adapter: Adapter = {
  id: 'amp',
  signature: 'amp: claude-stream records whose session_id is an Amp thread "T-..." (amp -x --stream-json)',
  recognise(first) {
    return isAmpRecord(Array.isArray(first) ? first[0] : first)
  },
  fit({ records }) {
    const list = records.length === 1 && Array.isArray(records[0]) ? records[0].slice(0, SAMPLE_RECORDS) : records
    for (const r of list) if (isAmpRecord(r)) return FIT.SIGNATURE
    return FIT.NONE
  },
  outranks: ['claude-stream'],
  observes: claudeStream.observes,
  create(emit, ctx) {
    // claude-stream's reader tells the working directory of its init record.
    const inner = claudeStream.create(emit, ctx)
    return {
      record: (value, line) => inner.record(value, line),
      end: () => inner.end(),
      firstSession: () => inner.firstSession?.(),
    }
  },
}

export default adapter
