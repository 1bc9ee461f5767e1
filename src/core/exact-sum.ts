/**
 * A sum of floating-point numbers without rounding error until it is read: the partials of
 * Shewchuk's algorithm (the one Python's math.fsum uses). The sum is the same in whatever order
 * its terms come and however they are grouped, so a sum taken in two parts and merged is the sum
 * of one pass, to the last bit. For finite terms.
 */
export class ExactSum {
  /** Non-overlapping partials, smallest magnitude first; their exact sum is the sum. */
  private partials: number[] = []

  add(value: number): void {
    const p = this.partials
    // The usual term, a whole number (of tokens) onto a whole-number sum: while the sum is a safe
    // integer it is exact, and the one partial is the sum, as the loop below would leave it.
    if (p.length === 1) {
      const sum = p[0] + value
      if (Number.isSafeInteger(sum) && Number.isSafeInteger(value) && Number.isSafeInteger(p[0])) {
        p[0] = sum
        return
      }
    }
    let x = value
    let i = 0
    for (let j = 0; j < p.length; j++) {
      let y = p[j]
      if (Math.abs(x) < Math.abs(y)) [x, y] = [y, x]
      const hi = x + y
      const lo = y - (hi - x)
      if (lo !== 0) p[i++] = lo
      x = hi
    }
    p.length = i
    p.push(x)
  }

  /** Adds another sum's terms. */
  addSum(other: ExactSum | readonly number[]): void {
    for (const x of other instanceof ExactSum ? other.partials : other) this.add(x)
  }

  /** The partials, as plain data (see `addSum`). */
  save(): number[] {
    return [...this.partials]
  }

  /** The sum, correctly rounded. */
  value(): number {
    const p = this.partials
    let n = p.length
    if (n === 0) return 0
    let hi = p[--n]
    let lo = 0
    while (n > 0) {
      const x = hi
      const y = p[--n]
      hi = x + y
      lo = y - (hi - x)
      if (lo !== 0) break
    }
    // Round half to even across the partials below, as fsum does.
    if (n > 0 && ((lo < 0 && p[n - 1] < 0) || (lo > 0 && p[n - 1] > 0))) {
      const y = lo * 2
      const x = hi + y
      if (y === x - hi) hi = x
    }
    return hi
  }
}
