import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import {
  terminalJson,
  terminalLine,
  terminalText,
  breakMarker,
  logLine,
  looksRandom,
  maskSecrets,
  mdCode,
  mdText,
  mermaidLabel,
  oneLine,
  plainText,
  sanitizeCommentKey,
  truncate,
  maskSecretsDeep,
} from '../../src/report/sanitize.js'

const ZWJ = '\u200d'

describe('maskSecrets', () => {
  it.each([
    // [what, input, expected]
    ['an OpenAI key', 'key sk-proj-abcdefghijklmnopqrstuvwxyz012345 end', 'key *** end'],
    ['an Anthropic key', 'sk-ant-api03-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789', '***'],
    ['a Stripe key', 'sk_live_abcdefghijklmnop1234', '***'],
    ['a classic GitHub token', 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', '***'],
    ['an OAuth GitHub token', 'gho_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', '***'],
    ['an installation token', 'token ghs_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', 'token ***'],
    ['a fine-grained GitHub token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz', '***'],
    ['a Slack bot token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp', '***'],
    ['a Slack user token', 'xoxp-123456789012-abcdef', '***'],
    ['an AWS key id', 'aws AKIAIOSFODNN7EXAMPLE here', 'aws *** here'],
    ['a Google API key', 'AIzaSyA-abcdefghijklmnopqrstuvwxyz12345', '***'],
    ['a GitLab token', 'glpat-abcdefghijklmnopqrst', '***'],
    ['a Hugging Face token', 'hf_abcdefghijklmnopqrstuvwxyzABCDEF', '***'],
    ['a JWT', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U', '***'],
    ['a Bearer token', 'Authorization: Bearer abc.def.ghi123456789', 'Authorization: Bearer ***'],
    ['a Basic credential', 'Basic dXNlcjpwYXNzd29yZDEyMw==', 'Basic ***'],
    [
      'a private key block',
      'before -----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY----- after',
      'before *** after',
    ],
    ['a torn private key block', 'x -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA', 'x ***'],
    ['a password assignment', 'password=hunter2hunter2', 'password=***'],
    ['an api_key in JSON', '{"api_key": "abcd1234efgh"}', '{"api_key": "***"}'],
    ['a client secret', "client_secret: 'zzzzzzzz'", "client_secret: '***'"],
    ['credentials in a URL', 'https://user:s3cret@example.com/x', 'https://user:***@example.com/x'],
    ['a long random string', 'Zx8Qp2LmN7vR4tY1uW9sK3jH6gF5dA0b', '***'],
    ['base64 data', 'dGhpcyBpcyBhIHRlc3Qgb2YgYmFzZTY0IGVuY29kaW5nMTIz', '***'],
  ])('masks %s', (_, input, expected) => {
    expect(maskSecrets(input)).toBe(expected)
  })

  it.each([
    ['a commit SHA', 'a3f5c9e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2'],
    ['a UUID', '550e8400-e29b-41d4-a716-446655440000'],
    ['a long identifier', 'handleUserAuthenticationRequest2FastPath'],
    ['a long camel-case name', 'ThisIsAVeryLongCamelCaseIdentifierName1234'],
    ['a snake-case name', 'test_case_with_a_very_long_name_2024_Version2'],
    ['a path', 'src/components/VeryLongComponentName2Here.tsx'],
    ['an event type', '"event": "token_usage"'],
    ['a token count', '"max_tokens": 4000'],
    ['prose about tokens', 'the token limit was exceeded'],
    ['prose about Bearer', 'Bearer authentication is used'],
    ['a short sk- word', 'sk-learn is a library'],
    ['a URL without credentials', 'https://example.com/status'],
  ])('leaves %s alone', (_, input) => {
    expect(maskSecrets(input)).toBe(input)
  })

  it('tells random strings from words', () => {
    expect(looksRandom('Zx8Qp2LmN7vR4tY1uW9sK3jH6gF5dA0b')).toBe(true)
    expect(looksRandom('abcdefghijklmnopqrstuvwxyzabcdef')).toBe(false) // no upper case, no digit
    expect(looksRandom('AaAaAaAaAaAaAaAaAaAaAaAaAaAaAa11')).toBe(false) // repetitive
  })
})

describe('oneLine and truncate', () => {
  it.each([
    ['a\nb\r\nc', 'a b c'],
    ['tab\there', 'tab here'],
    ['  padded  ', 'padded'],
    ['bidi \u202eevil\u202c text', 'bidi evil text'],
    ['nul\u0000byte', 'nul byte'],
    ['line\u2028separator', 'line separator'],
  ])('%j -> %j', (input, expected) => {
    expect(oneLine(input)).toBe(expected)
  })

  it('shortens with an ellipsis and never splits a surrogate pair', () => {
    expect(truncate('abcdef', 6)).toBe('abcdef')
    expect(truncate('abcdef', 4)).toBe('abc…')
    expect(truncate('ab😀cd', 4)).toBe('ab…')
  })
})

describe('breakMarker', () => {
  it('breaks our marker and HTML comments', () => {
    const marker = '<!-- agent-trust-gate:comment-key=CI/gate -->'
    const broken = breakMarker(marker)
    expect(broken).not.toContain('<!--')
    expect(broken).not.toContain('agent-trust-gate:comment-key')
    expect(broken.replaceAll(ZWJ, '')).toBe(marker)
    expect(breakMarker('AGENT-TRUST-GATE:COMMENT-KEY')).not.toContain('AGENT-TRUST-GATE:COMMENT-KEY')
  })
})

describe('mdText: prose and table cells', () => {
  it.each([
    ['plain words', 'Tool call repeated 5 times.', 'Tool call repeated 5 times.'],
    ['an intraword underscore', 'infinite_tool_loop', 'infinite_tool_loop'],
    ['emphasis', '*a* _b_ **c**', '\\*a\\* \\_b\\_ \\*\\*c\\*\\*'],
    ['HTML', '<img src=x onerror=alert(1)>', '\\<img src=x onerror=alert(1)\\>'],
    ['an entity', '&lt;', '\\&lt;'],
    ['a link', '[x](https://e.example)', '\\[x\\](`https://e.example`)'],
    ['an image', '![x](y)', '\\!\\[x\\](y)'],
    ['a table pipe', 'a|b', 'a\\|b'],
    ['a code span', 'a `b` c', 'a \\`b\\` c'],
    ['math', '$x^2$', '\\$x^2\\$'],
    ['strikethrough', '~~x~~', '\\~\\~x\\~\\~'],
    ['a newline', 'a\n| x |', 'a \\| x \\|'],
    ['a mention', '@octocat hi', `@${ZWJ}octocat hi`],
    ['a team mention', 'ping @org/team', `ping @${ZWJ}org/team`],
    ['an email address', 'a@b.com', 'a@b.com'],
    ['an issue reference', 'fixes #12', `fixes #${ZWJ}12`],
    ['a bare URL', 'see https://evil.example', 'see `https://evil.example`'],
    ['a www link', 'www.evil.example', '`www.evil.example`'],
    ['a URL ending a sentence', 'at https://e.example/a_b?q=1.', 'at `https://e.example/a_b?q=1`.'],
    ['a URL with a pipe', 'https://e.example/a|b', '`https://e.example/a%7Cb`'],
    ['a heading at the start', '# title', '\\# title'],
    ['a list marker at the start', '- item', '\\- item'],
    ['an ordered list at the start', '1. item', '1\\. item'],
    ['a quote at the start', '> quote', '\\> quote'],
    ['a backslash', 'a\\b', 'a\\\\b'],
    ['a secret', 'key sk-proj-abcdefghijklmnopqrstuvwxyz012345', 'key \\*\\*\\*'],
  ])('escapes %s', (_, input, expected) => {
    expect(mdText(input)).toBe(expected)
  })

  it('shortens long text', () => {
    expect(mdText('x'.repeat(1000), 10)).toBe('xxxxxxxxx…')
  })

  it('shows a URL as code, copyable as it is: no invisible character in it, and no autolink', () => {
    for (const url of ['https://example.com/status?id=7&x=a_b', 'http://localhost:8080/api', 'www.example.org/x']) {
      const out = mdText(`fetch ${url} failed`)
      expect(out).not.toContain(ZWJ)
      expect(out).toBe(`fetch \`${url}\` failed`)
    }
  })
})

describe('mdCode: inline code spans', () => {
  it.each([
    ['a name', 'examples/tool-loop.jsonl', {}, '`examples/tool-loop.jsonl`'],
    ['a backtick inside', 'a`b', {}, '``a`b``'],
    ['a run of backticks', 'a``b', {}, '```a``b```'],
    ['a leading backtick', '`a', {}, '`` `a ``'],
    ['a pipe outside a table', 'a|b', {}, '`a|b`'],
    ['a pipe in a table', 'a|b', { table: true }, '`a\\|b`'],
    ['a newline', 'a\nb', {}, '`a b`'],
    ['nothing', '', {}, '*(empty)*'],
    ['a secret', 'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', {}, '`***`'],
    [
      'our marker',
      '<!-- agent-trust-gate:comment-key=x -->',
      {},
      `\`<!-${ZWJ}- agent-trust-gate:${ZWJ}comment-key=x -->\``,
    ],
  ])('renders %s', (_, input, options, expected) => {
    expect(mdCode(input, options)).toBe(expected)
  })
})

describe('mermaidLabel', () => {
  it.each([
    ['a plain label', 'fetch_url', 'fetch_url'],
    ['quotes', 'say "hi"', 'say #34;hi#34;'],
    ['brackets and braces', '[a]{b}(c)', '#91;a#93;#123;b#125;#40;c#41;'],
    ['HTML', '<b>x</b>', '#60;b#62;x#60;/b#62;'],
    ['backticks and a fence', '```', '#96;#96;#96;'],
    ['a directive', '%%{init: {}}%%', '#37;#37;#123;init: #123;#125;#125;#37;#37;'],
    ['a semicolon and a pipe', 'a;b|c', 'a#59;b#124;c'],
    ['a hash', '#12', '#35;12'],
    ['non-ASCII', 'é', '#233;'],
    ['a newline', 'a\nb', 'a b'],
    ['a secret', 'sk-proj-abcdefghijklmnopqrstuvwxyz012345', '#42;#42;#42;'],
  ])('escapes %s', (_, input, expected) => {
    expect(mermaidLabel(input)).toBe(expected)
  })

  it('shortens to 60 characters before escaping', () => {
    expect(mermaidLabel('a'.repeat(100))).toBe('a'.repeat(59) + '#8230;')
  })
})

describe('plainText and logLine', () => {
  it('masks, puts on one line and breaks the marker', () => {
    expect(plainText('a\n::error::x sk-proj-abcdefghijklmnopqrstuvwxyz012345')).toBe('a ::error::x ***')
    expect(plainText('<!-- agent-trust-gate:comment-key=x -->')).not.toContain('<!--')
  })

  it('keeps the indentation of a log line', () => {
    expect(logLine('  FAIL  a\nb')).toBe('  FAIL  a b')
  })
})

describe('sanitizeCommentKey', () => {
  it.each([
    ['CI/gate', 'CI/gate'],
    ['Agent gate / matrix (ubuntu, 20)', 'Agent gate / matrix _ubuntu_ 20_'],
    ['a-->b', 'a-_b'],
    ['x --> <script>', 'x -_ _script_'],
    ['', 'default'],
    ['   ', 'default'],
    ['a\nb', 'a b'],
    ['k'.repeat(150), 'k'.repeat(100)],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeCommentKey(input)).toBe(expected)
  })
})

describe('maskSecretsDeep', () => {
  it('masks secret-shaped strings at any depth, in keys too, and leaves the rest as it was', () => {
    const key = 'sk-proj-abcdefghijklmnopqrstuvwxyz012345'
    const value = {
      n: 3,
      ok: true,
      none: null,
      list: ['plain', { token: `Bearer ${key}` }],
      [key]: 'x',
      text: 'no secret here',
    }
    const masked = maskSecretsDeep(value)
    expect(JSON.stringify(masked)).not.toContain(key)
    expect(masked).toMatchObject({ n: 3, ok: true, none: null, text: 'no secret here' })
    expect(masked.list[0]).toBe('plain')
    expect(JSON.stringify(value)).toContain(key) // the input is not changed
  })

  // What masking a value means, written the plain way: a full copy with every string masked.
  const copyMasked = (x: unknown): unknown => {
    if (typeof x === 'string') return maskSecrets(x)
    if (Array.isArray(x)) return x.map(copyMasked)
    if (x !== null && typeof x === 'object')
      return Object.fromEntries(Object.entries(x).map(([k, v]) => [maskSecrets(k), copyMasked(v)]))
    return x
  }
  const secretish = fc.constantFrom(
    'sk-proj-abcdefghijklmnopqrstuvwxyz012345',
    'ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789',
    'Bearer abcdefghijklmnopqrstuvwxyz0123',
    '__proto__',
    'plain',
  )
  const text = fc.oneof(fc.string(), secretish)
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('tree'), { maxLength: 4 }),
      fc.dictionary(text, tie('tree'), { maxKeys: 4 }),
    ),
  }))

  it('gives what a full masked copy gives, shares only what it leaves unchanged, and never changes its input', () => {
    fc.assert(
      fc.property(tree, (value) => {
        const before = JSON.stringify(value)
        const masked = maskSecretsDeep(value)
        expect(JSON.stringify(masked)).toBe(JSON.stringify(copyMasked(value)))
        expect(JSON.stringify(value)).toBe(before)
        if (JSON.stringify(masked) === before) expect(masked).toBe(value)
      }),
      { numRuns: 300 },
    )
  })
})

describe('terminal text', () => {
  // ESC, CSI sequences, OSC with BEL, the one-character C1 CSI, a carriage return, DEL, a
  // right-to-left override and an isolate, a line separator.
  const hostile = 'a\u001b[2Jb\u001b]0;title\u0007c\u009b31md\re\u007ff\u202eg\u2066h\u2028i'

  it('turns every character a terminal acts on into ?, and keeps line feeds and tabs', () => {
    expect(terminalText(hostile)).toBe('a?[2Jb?]0;title?c?31md?e?f?g?h?i')
    expect(terminalText('one\ttwo\nthree')).toBe('one\ttwo\nthree')
  })

  it('escapes them in JSON text, which keeps the same value', () => {
    const json = JSON.stringify({ [hostile]: [hostile] }, null, 2)
    const safe = terminalJson(json)
    expect(terminalText(safe)).toBe(safe)
    expect(JSON.parse(safe)).toEqual(JSON.parse(json))
    expect(safe).toContain('\\u009b31m')
  })

  it('makes an error line: one line, masked unless told otherwise, at most the length asked', () => {
    const key = 'ghp_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
    expect(terminalLine(`x.jsonl:3: found ${key}\nand\u001b[2J more`)).toBe('x.jsonl:3: found *** and [2J more')
    expect(terminalLine(`found ${key}`, { mask: false })).toBe(`found ${key}`)
    const long = terminalLine('e'.repeat(1000))
    expect(long).toHaveLength(300)
    expect(long.endsWith('…')).toBe(true)
    expect(terminalLine('e'.repeat(1000), { max: 50 })).toHaveLength(50)
  })
})

describe('maskSecrets on short text', () => {
  // Pieces of every secret shape, so that short strings made of them come close to each shape.
  const pieces = [
    ...['sk-', 'sk_live_', 'rk_test_', 'ghp_', 'ghs_', 'github_pat_', 'glpat-', 'xoxb-', 'xoxp-', 'AKIA', 'ASIA'],
    ...['Bearer ', 'basic ', 'https://', 'u:', 'p@', '@', 'token=', 'api_key: ', '"secret":"', 'PWD=', 'passwd='],
    ...['Authorization: ', '-----BEGIN ', 'RSA PRIVATE KEY-----', 'a', 'Z', 'q7', '9', '_', '-', ' ', '=', ':', '/'],
  ]
  const shortText = fc
    .array(fc.constantFrom(...pieces), { maxLength: 12 })
    .map((p) => p.join(''))
    .filter((s) => s.length < 32)

  it('masks text under 32 characters as it masks the same text made long', () => {
    // Padding with spaces takes the text past the short cut and changes no shape's match.
    const pad = ' '.repeat(40)
    fc.assert(
      fc.property(shortText, (s) => {
        expect((maskSecrets(s) + pad).trimEnd()).toBe(maskSecrets(s + pad).trimEnd())
      }),
      { numRuns: 3000 },
    )
  })

  it('still masks short secrets of each shape', () => {
    for (const s of [
      'xoxb-1234567890',
      'AKIAZ7Q4M2XK9L3B8WPN',
      'pwd=hunter2',
      'ftp://a:b@host',
      'Bearer 0123456789ab',
    ]) {
      expect(maskSecrets(s)).toContain('***')
    }
  })
})
