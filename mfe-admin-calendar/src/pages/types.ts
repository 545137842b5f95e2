export interface PageProps {
  /** The route's `titleKey` (contracts ROUTES), translated by PageFrame in the `routes` namespace. */
  titleKey: string;
}
