/** A lab result that may be unset, as a select holds it: `'true'`, `'false'` or `''`. */
export function resultValue(value: boolean | null): string {
  return value === null ? '' : String(value);
}

/** The result a select's value stands for. */
export function resultOf(value: string): boolean | null {
  return value === '' ? null : value === 'true';
}
