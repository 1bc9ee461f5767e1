import { describe, expect, it } from '@jest/globals'
import { fromWire, toWire } from '../../src/gate/pool.js'
import { TraceError } from '../../src/trace/read.js'

describe('errors between threads', () => {
  it('keep an input error its file, line and detail', () => {
    const back = fromWire(JSON.parse(JSON.stringify(toWire(new TraceError('a/b.jsonl', 7, 'expected a JSON value')))))
    expect(back).toBeInstanceOf(TraceError)
    expect(back.message).toBe('a/b.jsonl:7: expected a JSON value')
  })

  it('keep a system error its code and path', () => {
    const err = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES', path: '/x' })
    const back = fromWire(JSON.parse(JSON.stringify(toWire(err)))) as NodeJS.ErrnoException
    expect(back.message).toBe('EACCES: permission denied')
    expect(back.code).toBe('EACCES')
    expect(back.path).toBe('/x')
    expect(fromWire(toWire('plain')).message).toBe('plain')
  })
})
