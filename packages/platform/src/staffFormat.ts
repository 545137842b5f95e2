/** `MM/DD/YYYY` of a `YYYY-MM-DD` date (birth and appointment dates); other text as it is. */
export function usDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (iso ?? '');
}

/** First, middle and last name, skipping an empty middle name. */
export function fullName(person: { first_name: string; middle_name: string; last_name: string }): string {
  return [person.first_name, person.middle_name, person.last_name].filter((part) => part.trim()).join(' ');
}
