/**
 * `@clinic/platform/staff`: the staff-only part of the platform singleton, shared like
 * `@clinic/platform` (one copy in the browser) but loaded only by the parts that import it (the
 * sign-in page, the admin frame, the account pages), never with a visitor's page. So are the parts
 * only staff screens show: the notices' stack, the menu, the tabs, the confirmation dialog, the
 * drawer, the pagination, the copy button and the checkbox; and what staff lists share: the kept
 * load of a list's pages, its filters and page, and the dates and names they show.
 */
export { staffSessionStore, setTwoFactorSetupRequired, setStaffSessionInfo, resetStaffSession, type StaffSessionState } from './session/staffSession';
export { Notices } from './ui/Notices';
export { Menu, type MenuItem, type MenuProps } from './ui/Menu';
export { Tabs, type TabItem, type TabsProps } from './ui/Tabs';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { Drawer, type DrawerProps } from './ui/Drawer';
export { Pagination, type PageItem, type PaginationProps } from './ui/Pagination';
export { CopyButton, type CopyButtonProps } from './ui/CopyButton';
export { Checkbox, type CheckboxProps } from './ui/Checkbox';
export { englishPlural } from './i18n/plurals';
export { useKeptLoad, useKeptPageLoad, lastPageNumber, type KeptLoad, type KeptLoadStatus, type PageAnswer } from './api/useKeptLoad';
export { usePagedFilters, type PagedFilters } from './api/usePagedFilters';
export { usDate, fullName } from './staffFormat';
