import { staffSessionStore, type StaffSessionState } from '@clinic/platform/staff';
import { useSyncExternalStore } from 'react';

export function useStaffSession<T>(selector: (state: StaffSessionState) => T): T {
  return useSyncExternalStore(staffSessionStore.subscribe, () => selector(staffSessionStore.getState()));
}
