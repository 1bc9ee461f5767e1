import { readFileSync } from 'node:fs'
import { SessionDiagnoser } from '../src/engine/diagnose.js'
import { presetById } from '../src/engine/presets.js'
const text = readFileSync(process.argv[2], 'utf8')
const lines = text.split('\n').filter(Boolean).slice(0, 500000)
const events = lines.map((l) => JSON.parse(l))
const preset = presetById((process.argv[3] ?? 'agents') as 'agents')!
for (let run = 0; run < 5; run++) {
  const t = performance.now()
  const d = new SessionDiagnoser({ preset, retainEvents: false })
  for (let i = 0; i < events.length; i++) d.push(events[i], process.env.NOORIGIN ? undefined : { line: i + 1 })
  d.end()
  console.log(preset.id, 'engine ms', (performance.now() - t).toFixed(0))
}
