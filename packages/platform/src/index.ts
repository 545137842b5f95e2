/**
 * @clinic/platform: the browser singleton shared by the shell and every remote (DESIGN.md 5).
 * Importing it creates the session store from localStorage and nothing else.
 */
// Read at run time from the shared copy by each remote's version check (`@clinic/platform/version-check`).
export { PLATFORM_VERSION } from './version';
export { createStore, type Store, type Listener } from './session/createStore';
export { STORAGE_KEYS } from './session/storage';
export { decodeToken, isTokenValid, rolesFromToken, type DecodedToken, type TokenRoles } from './session/token';
export {
  sessionStore,
  stateFromStorage,
  hydrateSession,
  setToken,
  clearToken,
  setUser,
  isAuthenticated,
  setBookingSession,
  clearBookingSession,
  beginLoading,
  endLoading,
  withLoading,
  showMessage,
  clearMessage,
  formatMessage,
  setLanguagePopupDisplayed,
  markLanguagePopupDone,
  setCurrentLanguage,
  type AppMessage,
  type BookingSession,
  type MessageType,
  type SessionState,
} from './session/session';
export { useSession } from './session/useSession';
// The staff session itself is in `@clinic/platform/staff`, loaded only by the staff parts; every page has this much of it.
export { isTwoFactorSetupRequired, subscribeStaffSession } from './session/staffSessionLink';
export type { StaffSessionState } from './session/staffSession';
export { currentRoles, isStaffLevel, isAdmin, isExtStaff } from './session/roles';

export {
  api,
  bookingApi,
  createApiClient,
  setApiBaseUrl,
  buildUrl,
  loginUrlWithNext,
  idleLoginUrl,
  isIdleLogoff,
  type ApiClient,
  type BookingRequestOptions,
  type CallArgs,
  type CallOptions,
  type ClientRules,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
} from './api/client';
export { apiFieldErrors, ApiRequestError, isApiRequestError } from './api/errors';
export { saveBlob } from './download';
export { useAbortableLoad, type LoadState } from './api/useAbortableLoad';
export { navigate, setNavigate, type Navigate } from './api/navigation';
export { isBookingAreaPath, shouldAttachStaffBearer } from './api/paths';

export {
  i18n,
  initI18n,
  setLanguage,
  applyDocumentLanguage,
  languageFromQuery,
  pageLanguage,
  registerTextLoaders,
  I18N_NAMESPACES,
  type TextLoader,
  type TextLoaders,
} from './i18n';

export {
  loadPracticeSettings,
  reloadPracticeSettings,
  usePracticeSettings,
  setMissingPracticeSettings,
  useMissingPracticeSettings,
} from './settings/practiceSettings';

export { theme, mq, type Theme } from './ui/theme';
export { Button, type ButtonProps, type ButtonVariant } from './ui/Button';
export { TextField, type TextFieldProps } from './ui/TextField';
export { SelectField, type SelectFieldProps } from './ui/SelectField';
export { Field, FieldError, RequiredMark, describedByOf, focusFirstInvalid, type FieldProps } from './ui/Field';
export { fieldStyles } from './ui/fieldStyles';
export { stackCss, spreadRowCss, visuallyHidden } from './ui/layout';
export { chosenFileRow } from './ui/chosenFile';
export { StatusBadge, type StatusBadgeProps, type StatusTone } from './ui/StatusBadge';
export { Dialog, type DialogProps } from './ui/Dialog';
export { Alert, type AlertProps } from './ui/Alert';
// The notices' store; their stack (Notices) and the menu, tabs, confirmation, drawer, pagination, copy button and checkbox, which only staff screens show, are in `@clinic/platform/staff`.
export { notify, dismissNotice, latestNotice, noticeStore, NOTICE_DISMISS_MS, type Notice } from './ui/notices';
export { Spinner, type SpinnerProps } from './ui/Spinner';
export { PageFrame, type PageFrameProps } from './ui/PageFrame';
export { SiteLink, type SiteLinkProps } from './ui/SiteLink';
export { Ltr, inputDir } from './ui/Ltr';
export { useMediaQuery, useCompactLayout, COMPACT_LAYOUT_QUERY } from './ui/useMediaQuery';

export {
  createRemoteApp,
  RemoteRenderError,
  useCurrentPath,
  useCurrentLocation,
  subscribeToLocation,
  notifyLocationChange,
  type CurrentLocation,
  type PageProps,
  type RemoteAppOptions,
  type RemoteLifecycles,
  type RemotePages,
  type RemoteRenderErrorProps,
  lazyPage,
  loadRemoteModule,
  setRemoteModuleLoader,
  type RemoteModuleLoader,
} from './remote';
