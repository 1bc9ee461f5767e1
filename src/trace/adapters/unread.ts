/**
 * What a record left unread is, for `AdapterContext.unread`: its type as the record writes it,
 * made safe to print. Pure.
 */

/** The longest type kept. */
const MAX_KIND = 40

/** `type <t>` for a record's type, its characters other than letters, digits and `_.:/$-` as `?`. */
export function typeKind(type: unknown, prefix = 'type'): string {
  if (typeof type !== 'string' || type === '') return `${prefix} missing`
  const clean = type.length > MAX_KIND ? `${type.slice(0, MAX_KIND - 3)}...` : type
  return `${prefix} ${clean.replace(/[^A-Za-z0-9_.:/$-]/g, '?')}`
}
