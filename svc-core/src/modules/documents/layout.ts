import type { Content, ContentStack, DynamicContent, TableCell, TableCellProperties } from 'pdfmake/interfaces';
import { contactLine, type PracticeContact } from '../practice-settings';

/** The look shared by the practice's generated documents (receipts, lab orders, invoices, the I-693 data sheet). */
export const INK = { brand: '#0b5cab', text: '#1c2630', muted: '#4a5866', rule: '#c9d2dc', shade: '#eef2f6', paid: '#1b7a3d' } as const;

/** What an empty field shows: visibly blank, not missing from the page. */
export const BLANK = '—';

/** The practice's name and contact line (each when set), then the document's title; `aside` sits at the end of the title line. */
export function practiceHeader(practice: PracticeContact, title: string, aside?: Content): Content[] {
  const contacts = contactLine(practice);
  return [
    ...(practice.practice_name ? [{ text: practice.practice_name, fontSize: 16, bold: true, color: INK.brand }] : []),
    ...(contacts ? [{ text: contacts, color: INK.muted, margin: [0, 2, 0, 0] as [number, number, number, number] }] : []),
    {
      columns: [
        { text: title, fontSize: 20, bold: true, color: INK.text, width: '*' },
        aside ? { stack: [aside], width: 'auto', alignment: 'right' } : { text: '', width: 0 },
      ],
      margin: [0, 14, 0, 12],
    },
  ];
}

/** The bullet lines that are set (an empty one, from an empty setting, is left out). */
export function lines(...items: string[]): string[] {
  return items.filter((item) => item !== '');
}

/** A 10-digit US phone number as (510) 555-0142; any other text as it is. */
export function usPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}

/** A section heading with a rule under it. */
export function sectionTitle(text: string): Content {
  return {
    stack: [
      { text, bold: true, fontSize: 11.5, color: INK.brand },
      { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 532, y2: 2, lineWidth: 0.6, lineColor: INK.rule }] },
    ],
    margin: [0, 10, 0, 5],
  };
}

/** A form-like box: a small grey label over its value (a blank shows as a dash). */
export function field(label: string, value: string | null | undefined): ContentStack & TableCellProperties {
  const shown = value?.trim() ? value : BLANK;
  return {
    stack: [
      { text: label, fontSize: 7.5, color: INK.muted },
      { text: shown, fontSize: 10, color: shown === BLANK ? INK.muted : INK.text, margin: [0, 1, 0, 0] },
    ],
  };
}

/** Rows of `field`s with thin borders, like the boxes of a paper form; `widths` per column. */
export function fieldGrid(widths: Array<number | string>, rows: TableCell[][]): Content {
  return {
    table: { widths, body: rows },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      hLineColor: () => INK.rule,
      vLineColor: () => INK.rule,
      paddingLeft: () => 5,
      paddingRight: () => 5,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

/** A label/value list without borders (the chest x-ray order's style). */
export function detailRows(rows: ReadonlyArray<readonly [string, string]>, labelWidth = 120): Content {
  return {
    table: { widths: [labelWidth, '*'], body: rows.map(([label, value]) => [{ text: label, bold: true, margin: [0, 0, 8, 4] }, value.trim() ? value : BLANK]) },
    layout: 'noBorders',
  };
}

/** "Page n of m" and a short note at the bottom of every page. */
export function pageFooter(note: string): DynamicContent {
  return (currentPage, pageCount) => ({
    columns: [
      { text: note, fontSize: 7.5, color: INK.muted, width: '*' },
      { text: `Page ${currentPage} of ${pageCount}`, fontSize: 7.5, color: INK.muted, width: 'auto', alignment: 'right' },
    ],
    margin: [40, 12, 40, 0],
  });
}

/** The payment's line (label and value runs) beside a green PAID stamp, above the closing note. */
export function paidLine(payment: Content[]): Content {
  return {
    columns: [
      { text: payment, width: '*' },
      { text: 'PAID', width: 'auto', bold: true, fontSize: 16, color: INK.paid, characterSpacing: 2 },
    ],
    margin: [0, 14, 0, 24],
  };
}
