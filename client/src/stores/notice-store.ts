import { proxy } from 'valtio';

/** What the app tells the buyer outside any screen: the failed-call error. */
interface NoticeState {
  /** Set when a data call failed for good; the layout shows the localised error text. */
  callFailed: boolean;
}

export const noticeState = proxy<NoticeState>({ callFailed: false });

export const reportCallFailure = (): void => {
  noticeState.callFailed = true;
};
export const dismissCallFailure = (): void => {
  noticeState.callFailed = false;
};
export function resetNoticeState(): void {
  noticeState.callFailed = false;
}
