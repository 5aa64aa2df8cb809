/**
 * A count as the page writes numbers of things, in English: `100,000`; the same text as
 * `n.toLocaleString('en')` for a whole number, without Intl. A page's first call of Intl's number
 * formatting loads its locale data, which took 27 ms in the list's first render on its own.
 * Anything but a whole number is written as `toLocaleString('en')` writes it.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en');
  const digits = String(Math.abs(n));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 || Object.is(n, -0) ? `-${grouped}` : grouped;
}
