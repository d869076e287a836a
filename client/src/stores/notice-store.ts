import { proxy } from 'valtio';

/** What the app tells the buyer outside any screen: the failed-call error and snackbars. */
interface NoticeState {
  /** Set when a data call failed for good; the layout shows the localised error text. */
  callFailed: boolean;
  snackbar: string | null;
}

export const noticeState = proxy<NoticeState>({ callFailed: false, snackbar: null });

export const reportCallFailure = (): void => {
  noticeState.callFailed = true;
};
export const dismissCallFailure = (): void => {
  noticeState.callFailed = false;
};
export const showSnackbar = (message: string): void => {
  noticeState.snackbar = message;
};
export const dismissSnackbar = (): void => {
  noticeState.snackbar = null;
};
export function resetNoticeState(): void {
  noticeState.callFailed = false;
  noticeState.snackbar = null;
}
