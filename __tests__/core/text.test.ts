import { describe, expect, it } from '@jest/globals'
import { typeName } from '../../src/core/text.js'

describe('typeName', () => {
  it('names every kind of JSON value, and a missing one as nothing', () => {
    expect(typeName(null)).toBe('null')
    expect(typeName(undefined)).toBe('nothing')
    expect(typeName([1])).toBe('a list')
    expect(typeName({})).toBe('an object')
    expect(typeName('x')).toBe('a string')
    expect(typeName(1)).toBe('a number')
    expect(typeName(true)).toBe('a boolean')
  })
})
