/** Names of the ordered tests from the `tests` column (names, or snapshots of the ordered products). */
export function testNames(tests: unknown): string[] {
  if (!Array.isArray(tests)) return [];
  return tests.map((t) => (typeof t === 'string' ? t : typeof t === 'object' && t && 'name' in t ? String(t.name) : String(t)));
}

/** Each ordered test with its price in cents when the snapshot has it. */
export function testLines(tests: unknown): Array<{ name: string; price_cents: number | null }> {
  if (!Array.isArray(tests)) return [];
  return tests.map((t) =>
    typeof t === 'object' && t && 'name' in t
      ? { name: String(t.name), price_cents: 'price_cents' in t && typeof t.price_cents === 'number' ? t.price_cents : null }
      : { name: String(t), price_cents: null },
  );
}
