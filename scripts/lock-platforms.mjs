// Keeps package-lock.json installable with `npm ci` everywhere. The registry some machines reach
// serves only the native binaries of their own platform, and `npm install` there leaves the other
// platforms' optional binaries (e.g. @unrs/resolver-binding-darwin-arm64) out of the lock, which
// makes `npm ci` refuse it. This adds the missing entries, with the os/cpu/libc their names
// state, so that `npm ci` skips them on other platforms as it always does.
// Run after `npm install`: `node scripts/lock-platforms.mjs` (`--check` only reports).
import { readFileSync, writeFileSync } from 'node:fs'

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd', 'openbsd']
const CPU = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32']
const check = process.argv.includes('--check')
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'))
const pk = lock.packages
const added = []
for (const [path, info] of Object.entries(pk)) {
  for (const [dep, version] of Object.entries(info.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`
    if (pk[`${path}/node_modules/${dep}`] || pk[key]) continue
    const parts = dep.split('/').pop().split('-')
    const os = parts.find((p) => OS.includes(p))
    const cpu = parts.find((p) => CPU.includes(p))
    if (!os || !cpu)
      throw new Error(`${dep}: cannot tell its platform from its name; add it to package-lock.json by hand`)
    const libc = parts.some((p) => p.startsWith('musl'))
      ? 'musl'
      : os === 'linux' && parts.some((p) => p.startsWith('gnu'))
        ? 'glibc'
        : undefined
    pk[key] = {
      version,
      cpu: [cpu],
      ...(info.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: info.license,
      optional: true,
      os: [os],
    }
    added.push(dep)
  }
}
if (check) {
  if (added.length) {
    console.error(
      `package-lock.json lacks ${added.length} optional platform packages (${added.join(', ')}): run node scripts/lock-platforms.mjs`,
    )
    process.exit(1)
  }
} else if (added.length) {
  const [root, ...rest] = Object.entries(pk)
  lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))])
  writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n')
  console.log(`added ${added.length} optional platform packages to package-lock.json`)
}
