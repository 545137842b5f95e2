import { createStore } from '../session/createStore';
import type { MessageType } from '../session/session';

export interface Notice {
  /** Distinct per notice: the same text raised twice shows twice. */
  id: number;
  text: string;
  type: MessageType;
}

/** How long a notice that is not an error stays before it goes by itself. */
export const NOTICE_DISMISS_MS = 6000;
/** The oldest notices give way beyond this many at once. */
const MAX_NOTICES = 4;

/** The non-blocking notices on screen, oldest first (shown by `Notices`). */
export const noticeStore = createStore<{ notices: readonly Notice[] }>({ notices: [] });

let noticeSeq = 0;

/** Shows a notice that needs no answer; errors and warnings stay until closed, the others go after a few seconds. */
export function notify(text: string, type: MessageType = 'success'): Notice {
  noticeSeq += 1;
  const notice: Notice = { id: noticeSeq, text, type };
  noticeStore.setState(({ notices }) => ({ notices: [...notices, notice].slice(-MAX_NOTICES) }));
  return notice;
}

export function dismissNotice(id: number): void {
  noticeStore.setState(({ notices }) => ({ notices: notices.filter((n) => n.id !== id) }));
}

/** The newest notice, if any. */
export function latestNotice(): Notice | undefined {
  return noticeStore.getState().notices.at(-1);
}
