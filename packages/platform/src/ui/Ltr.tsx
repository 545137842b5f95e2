import type { ComponentPropsWithoutRef } from 'react';

/**
 * Left-to-right data shown inside translated text: an address, phone, fax, e-mail, A-number, date,
 * time, amount or code. Isolated from the words around it, so a right-to-left page shows
 * "(510) 555-0143" and "39500 Stevenson Pl, Suite 105" in their own order. Also fits as a `<Trans>`
 * component: `components={{ phone: <Ltr /> }}`.
 */
export function Ltr(props: ComponentPropsWithoutRef<'bdi'>) {
  return <bdi dir="ltr" {...props} />;
}

/** Input types whose values read left to right in every language (an e-mail, a phone, an address of the web). */
const LTR_INPUT_TYPES = new Set(['email', 'tel', 'url']);

/** The `dir` an input of this type takes unless told otherwise. */
export function inputDir(type: string | undefined): 'ltr' | undefined {
  return type && LTR_INPUT_TYPES.has(type) ? 'ltr' : undefined;
}
