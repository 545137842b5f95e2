import type { AdhocLabOrderParams, CustomReceiptParams, LabOrderType, Paginated, Payment } from '@clinic/contracts';
import { api } from '@clinic/platform';
import type { PageQuery } from '../../shared/paging/useSearchedPages';

/** The Orders screen's calls (back-office.md 7). Failures reject with the platform's ApiRequestError. */

/** One page (20) of the paid lab orders, most recently paid first, searched in names, e-mail and phone. */
export function fetchOrders(query: PageQuery, signal?: AbortSignal): Promise<Paginated<Payment>> {
  return api.call('GET /payments/', { query: { page: query.page, search: query.search || undefined }, signal });
}

/** A paid order's lab order as a PDF: the chest x-ray order, or the requisition of its tests. */
export function fetchLabOrder(paymentUuid: string, labOrderType: LabOrderType): Promise<Blob> {
  return api.call('GET /payments/:id/lab-order', { params: { id: paymentUuid }, query: { lab_order_type: labOrderType }, responseType: 'blob' });
}

/** A paid order's invoice as a PDF. */
export function fetchInvoice(paymentUuid: string): Promise<Blob> {
  return api.call('GET /payments/:id/invoice', { params: { id: paymentUuid }, responseType: 'blob' });
}

/** A chest x-ray order for anyone (dob MM/DD/YYYY), as a PDF (the route answers JSON instead when asked to e-mail it, which this call does not). */
export function fetchAdhocLabOrder(params: Omit<AdhocLabOrderParams, 'send_pdf'>): Promise<Blob> {
  return api.get<Blob>('/payments/lab-order', { params: { ...params }, responseType: 'blob' });
}

/** A receipt of its template's amount (R200 or R220) for anyone, as a PDF. */
export function fetchAdhocReceipt(params: Omit<CustomReceiptParams, 'custom_amount'>): Promise<Blob> {
  return api.call('GET /i693-application/receipt/custom/', { query: { ...params }, responseType: 'blob' });
}
