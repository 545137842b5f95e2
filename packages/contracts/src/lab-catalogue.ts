import { z } from 'zod';
import { formatUsd, type LabAgeGroup } from './labs';
import { requestString } from './request-text';

/*
 * The lab catalogue as admins edit it on the Settings screen (issue 19): every product, active or
 * not, with its price in cents. A changed price applies to new orders only; an order keeps the
 * amount and item prices it was made with. The public `GET /payments/labs/products/` lists the
 * active products only.
 */

/** The highest price a single product may have: $5,000.00. */
export const LAB_PRICE_MAX_CENTS = 500_000;

export const LAB_CATALOGUE_MESSAGES = {
  nameRequired: 'Enter the product name',
  nameTooLong: 'The product name is at most 200 characters',
  priceInvalid: `Enter the price in cents, a whole number from 1 to ${LAB_PRICE_MAX_CENTS} (${formatUsd(LAB_PRICE_MAX_CENTS)})`,
  activeRequired: 'Say whether the product is for sale (true or false)',
  productNotFound: 'No lab product has this id.',
  saved: 'Lab product saved.',
  /** `POST /payments/labs/initiate/` when the client's amount is not the current total (AMOUNT_MISMATCH, with `expected` in dollars). */
  amountMismatch: (expectedCents: number) =>
    `The prices of the selected tests have changed: the total is now ${formatUsd(expectedCents)}. Please check your order and continue again.`,
} as const;

/** A row of `GET /admin/lab-products/` and the reply of `PUT /admin/lab-products/:id/`. */
export interface AdminLabProduct {
  id: string;
  name: string;
  price_cents: number;
  type: 'lab' | 'immunity';
  age_group: LabAgeGroup | 'all';
  is_active: boolean;
}

/** Reply of `GET /admin/lab-products/`: every product in catalogue order, inactive ones included. */
export interface AdminLabProductList {
  products: AdminLabProduct[];
}

/** Body of `PUT /admin/lab-products/:id/` and the catalogue row form: every field present. */
export const labProductUpdateSchema = z.object({
  name: requestString({ error: LAB_CATALOGUE_MESSAGES.nameRequired })
    .trim()
    .min(1, LAB_CATALOGUE_MESSAGES.nameRequired)
    .max(200, LAB_CATALOGUE_MESSAGES.nameTooLong),
  price_cents: z
    .number({ error: LAB_CATALOGUE_MESSAGES.priceInvalid })
    .int(LAB_CATALOGUE_MESSAGES.priceInvalid)
    .min(1, LAB_CATALOGUE_MESSAGES.priceInvalid)
    .max(LAB_PRICE_MAX_CENTS, LAB_CATALOGUE_MESSAGES.priceInvalid),
  is_active: z.boolean({ error: LAB_CATALOGUE_MESSAGES.activeRequired }),
});
export type LabProductUpdate = z.output<typeof labProductUpdateSchema>;
