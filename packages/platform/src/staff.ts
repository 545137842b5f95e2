/**
 * `@clinic/platform/staff`: the staff-only part of the platform singleton, shared like
 * `@clinic/platform` (one copy in the browser) but loaded only by the parts that import it (the
 * sign-in page, the admin frame, the account pages), never with a visitor's page. So are the parts
 * only staff screens show: the notices' stack, the menu, the tabs and the confirmation dialog.
 */
export { staffSessionStore, setTwoFactorSetupRequired, setStaffSessionInfo, resetStaffSession, type StaffSessionState } from './session/staffSession';
export { Notices } from './ui/Notices';
export { Menu, type MenuItem, type MenuProps } from './ui/Menu';
export { Tabs, type TabItem, type TabsProps } from './ui/Tabs';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/ConfirmDialog';
export { englishPlural } from './i18n/plurals';
