/** The lab-products module's face: what other modules may import from it. */
export { labProductsRoutes } from './routes';
export { priceSelection, seedLabProducts } from './service';
