/** The documents module's face: what other modules may import from it. */
export { chestXrayOrderPdf } from './chest-xray-order';
export { i693FormPdf } from './i693-form';
export { invoicePdf } from './invoice';
export { labRequisitionPdf } from './lab-requisition';
export { officialI693InBackground, type OfficialI693Filler } from './official-i693';
export { receiptPdf } from './receipt';
