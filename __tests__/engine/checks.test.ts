/**
 * Checks recognised from shell commands, the files shell commands change, test runners' summary
 * lines and the changes that weaken a check (src/engine/checks.ts, src/core/check-summary.ts,
 * src/engine/weakening.ts).
 */
import { describe, expect, it } from '@jest/globals'
import { isTestPath, recogniseChecks, shellChanges } from '../../src/engine/checks.js'
import { checkSummary } from '../../src/core/check-summary.js'
import { commandWeakening, shortPath, weakening } from '../../src/engine/weakening.js'

const kinds = (command: string, written: string[] = []) =>
  recogniseChecks(command, (p) => written.includes(p)).map((c) => c.kind)

describe('recogniseChecks', () => {
  const rows: [string, string[], string[]?][] = [
    ['npm test', ['test']],
    ['pnpm run test:unit', ['test']],
    ['yarn lint', ['lint']],
    ['bun test', ['test']],
    ['npx jest src/a.test.ts', ['test']],
    ['npx vitest run', ['test']],
    ['mocha', ['test']],
    ['pytest tests/test_api.py -x', ['test']],
    ['python -m pytest -q', ['test']],
    ['python3 -m unittest discover', ['test']],
    ['/usr/bin/python3 -m pytest sympy/core/tests/test_basic.py', ['test']],
    ['tox -e py311', ['test']],
    ['nox -s tests', ['test']],
    ['go test ./...', ['test']],
    ['go vet ./...', ['build']],
    ['cargo test', ['test']],
    ['cargo nextest run', ['test']],
    ['cargo check', ['build']],
    ['cargo clippy', ['lint']],
    ['mvn -q test -Dtest=FooTest', ['test']],
    ['./gradlew test', ['test']],
    ['mvn compile', ['build']],
    ['dotnet test', ['test']],
    ['bundle exec rspec spec/a_spec.rb', ['test']],
    ['vendor/bin/phpunit', ['test']],
    ['make test', ['test']],
    ['make', ['build']],
    ['ctest --output-on-failure', ['test']],
    ['./runtests.py', ['test']],
    ['python3 tests/runtests.py queryset_pickle', ['test']],
    ['python manage.py test app', ['test']],
    ['tsc --noEmit', ['build']],
    ['npx eslint src', ['lint']],
    ['ruff check .', ['lint']],
    ['mypy src', ['build']],
    ['cd repo && pytest -k api 2>&1 | tail -20', ['test']],
    ['timeout 120 python -m pytest tests', ['test']],
    ['PYTHONPATH=. python3 reproduce.py', ['reproduction'], ['reproduce.py']],
    ['python reproduce.py', [], []],
    ['javac Test.java && java Test', ['build', 'reproduction'], ['Test.java']],
    ['cat test.log', []],
    ['grep -n assert tests/test_api.py', []],
    ['tail -50 pytest.log', []],
    ['echo "run pytest to check"', []],
    ['ls tests', []],
    ['git diff', []],
    ['python -c "import x; print(x)"', []],
    ["cat <<'EOF' > run.sh\npytest tests\nEOF", []],
  ]
  // A rest parameter: jest takes a third declared parameter of a two-item row for `done`.
  it.each(rows)('%s', (...row) => {
    const [command, expected, written] = row
    expect(kinds(command, written)).toEqual(expected)
  })
})

describe('shellChanges', () => {
  it('reads a heredoc into a file, with its text', () => {
    expect(shellChanges("cat <<'EOF' > reproduce.py\nimport x\nprint(1)\nEOF")).toEqual([
      { path: 'reproduce.py', action: 'write', text: 'import x\nprint(1)' },
    ])
  })
  it('reads sed -i substitutions and deletions', () => {
    expect(shellChanges("sed -i 's/a == 1/a == 2/' tests/test_a.py")).toEqual([
      { path: 'tests/test_a.py', action: 'edit', text: 'a == 2', old: 'a == 1' },
    ])
    expect(shellChanges("sed -i '/assert x/d' tests/test_a.py")).toEqual([
      { path: 'tests/test_a.py', action: 'edit', text: '', old: 'assert x' },
    ])
    expect(shellChanges("sed -n '1,20p' src/a.py")).toEqual([])
  })
  it('reads a Python heredoc that writes a file, git apply and patch', () => {
    const py = "python3 - <<'EOF'\nwith open('src/a.py', 'w') as f:\n    f.write(x)\nEOF"
    expect(shellChanges(py).map((c) => c.path)).toEqual(['src/a.py'])
    const diff = 'git apply <<EOF\n--- a/src/b.py\n+++ b/src/b.py\n@@ -1 +1 @@\n-a\n+b\nEOF'
    expect(shellChanges(diff).map((c) => c.path)).toEqual(['src/b.py'])
    expect(shellChanges('patch -p1 < fix.diff').map((c) => c.action)).toEqual(['edit'])
  })
  it('reads a script the agent wrote that writes files', () => {
    const scripts = (p: string) => (p === 'fix.py' ? "open('src/c.py', 'w').write(s)" : undefined)
    expect(shellChanges('python fix.py', scripts).map((c) => c.path)).toEqual(['src/c.py'])
  })
  it('ignores redirections of output to logs it does not name as written text, and reading', () => {
    expect(shellChanges('pytest > /dev/null 2>&1')).toEqual([])
    expect(shellChanges('cat src/a.py')).toEqual([])
    expect(shellChanges('grep -rn foo src')).toEqual([])
  })
  it('reads removals', () => {
    expect(shellChanges('rm -f tests/test_a.py')).toEqual([{ path: 'tests/test_a.py', action: 'delete' }])
  })
})

describe('checkSummary', () => {
  const rows: [string, { failed: boolean; text: string } | undefined][] = [
    ['...\n==== 2 failed, 10 passed in 1.23s ====\n', { failed: true, text: '2 failed, 10 passed' }],
    ['....\n12 passed, 1 warning in 0.50s\n', { failed: false, text: '12 passed, 1 warning' }],
    ['Ran 5 tests in 0.010s\n\nOK\n', { failed: false, text: '5 tests OK' }],
    ['Ran 5 tests in 0.010s\n\nFAILED (failures=1)\n', { failed: true, text: '5 tests, failures=1' }],
    ['Tests:       1 failed, 3 passed, 4 total\n', { failed: true, text: '1 failed, 3 passed, 4 total' }],
    ['test result: FAILED. 1 passed; 2 failed; 0 ignored', { failed: true, text: '1 passed, 2 failed' }],
    ['Tests run: 5, Failures: 0, Errors: 0\nBUILD SUCCESS', { failed: false, text: '5 run, 0 failures, 0 errors' }],
    ['--- FAIL: TestA (0.00s)\nFAIL\texample.com/a\t0.01s', { failed: true, text: 'FAIL' }],
    ['ok  \texample.com/a\t0.01s', { failed: false, text: 'ok' }],
    ['hello world', undefined],
  ]
  it.each(rows)('%j', (output, expected) => {
    expect(checkSummary(output)).toEqual(expected)
  })
})

describe('weakening', () => {
  it('a removed assertion in a test, not in its honest twin', () => {
    const old = 'def test_a():\n    r = f()\n    assert r == 2\n'
    expect(
      weakening({ path: 'tests/test_a.py', action: 'edit', old, text: 'def test_a():\n    r = f()\n', own: false })
        ?.what,
    ).toBe('removed an assertion')
    expect(
      weakening({ path: 'tests/test_a.py', action: 'edit', old, text: old.replace('f()', 'f(1)'), own: false }),
    ).toBeUndefined()
  })
  it('a skip marker added, not a test the agent wrote or a conditional skip', () => {
    const text = '@pytest.mark.skip(reason="flaky")\ndef test_a():\n    assert f()\n'
    expect(weakening({ path: 'tests/test_a.py', action: 'edit', old: 'def test_a():', text, own: false })?.what).toBe(
      'added a skip or only marker to a test',
    )
    expect(weakening({ path: 'tests/test_a.py', action: 'write', text, own: true })).toBeUndefined()
    const skipif = '@pytest.mark.skipif(sys.platform == "win32", reason="posix")\ndef test_a():'
    expect(
      weakening({ path: 'tests/test_a.py', action: 'edit', old: 'def test_a():', text: skipif, own: false }),
    ).toBeUndefined()
    expect(
      weakening({
        path: 'src/a.test.ts',
        action: 'edit',
        old: "it('a', () => {",
        text: "it.skip('a', () => {",
        own: false,
      })?.what,
    ).toBe('added a skip or only marker to a test')
    // `fit(` in Python is a model's fit, not Jasmine's focused test.
    expect(
      weakening({ path: 'tests/test_a.py', action: 'edit', old: 'm = M()', text: 'm.fit(X)', own: false }),
    ).toBeUndefined()
  })
  it('`|| true` and continue-on-error in a workflow, not an honest edit of it', () => {
    const old = 'steps:\n  - run: npm test\n'
    const masked = weakening({
      path: '.github/workflows/ci.yml',
      action: 'edit',
      old,
      text: 'steps:\n  - run: npm test || true\n',
      own: false,
    })
    expect(masked?.what).toBe('masked a failing command (`|| true`)')
    const coe = weakening({
      path: '.github/workflows/ci.yml',
      action: 'edit',
      old,
      text: 'steps:\n  - run: npm test\n    continue-on-error: true\n',
      own: false,
    })
    expect(coe?.what).toBe('let a failing CI step pass (`continue-on-error: true`)')
    const honest = weakening({
      path: '.github/workflows/ci.yml',
      action: 'edit',
      old,
      text: 'steps:\n  - run: npm ci\n  - run: npm test\n',
      own: false,
    })
    expect(honest).toBeUndefined()
    const removed = weakening({
      path: '.github/workflows/ci.yml',
      action: 'edit',
      old,
      text: 'steps:\n  - run: npm ci\n',
      own: false,
    })
    expect(removed?.what).toBe('removed a test step from CI')
  })
  it('a lowered coverage threshold, not a raised one', () => {
    const old = '[tool.coverage.report]\nfail_under = 90\n'
    expect(
      weakening({ path: 'pyproject.toml', action: 'edit', old, text: old.replace('90', '60'), own: false })?.what,
    ).toBe('lowered a coverage threshold')
    expect(
      weakening({ path: 'pyproject.toml', action: 'edit', old, text: old.replace('90', '95'), own: false }),
    ).toBeUndefined()
  })
  it('a deleted or emptied test file, not the agent’s own', () => {
    expect(weakening({ path: 'tests/test_a.py', action: 'delete', own: false })?.what).toBe('deleted a test file')
    expect(weakening({ path: 'tests/test_a.py', action: 'delete', own: true })).toBeUndefined()
    expect(weakening({ path: 'tests/test_a.py', action: 'write', text: '', own: false })?.what).toBe(
      'emptied a test file',
    )
    expect(weakening({ path: 'src/a.py', action: 'delete', own: false })).toBeUndefined()
  })
  it('an exception hook that swallows assertion errors, os._exit(0) in a test', () => {
    const text = 'try:\n    run()\nexcept AssertionError:\n    pass\n'
    expect(weakening({ path: 'tests/conftest.py', action: 'edit', old: 'run()', text, own: false })?.what).toBe(
      'swallowed assertion errors',
    )
    expect(
      weakening({ path: 'tests/test_a.py', action: 'edit', old: 'main()', text: 'main()\nos._exit(0)', own: false })
        ?.what,
    ).toBe('made the tests exit with success')
  })
  it('git commit --no-verify, not a plain commit', () => {
    expect(commandWeakening('git commit -am fix --no-verify')?.what).toBe('skipped the commit hooks (`--no-verify`)')
    expect(commandWeakening('git commit -am fix')).toBeUndefined()
  })
  it('names absolute paths by their last name only', () => {
    expect(shortPath('/home/someone/repo/tests/test_a.py')).toBe('test_a.py')
    expect(shortPath('tests/test_a.py')).toBe('tests/test_a.py')
  })
  it('knows test paths', () => {
    expect(
      ['tests/a.py', 'test_a.py', 'a_test.go', 'src/a.test.ts', 'FooTest.java', 'spec/a_spec.rb'].every(isTestPath),
    ).toBe(true)
    expect(['src/a.py', 'latest.py', 'contest.go'].some(isTestPath)).toBe(false)
  })
})
