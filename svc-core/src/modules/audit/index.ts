/** The audit module's face: what other modules may import from it. */
export { recordAudit } from './repo';
