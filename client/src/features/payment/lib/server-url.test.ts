import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { noticeState, resetNoticeState } from '../../../stores/notice-store.ts';
import { RefusedUrlError, checkedServerUrl, goToServerUrl } from './server-url.ts';

const base = 'https://shop.example/customer/payment/monei';
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(resetNoticeState);

describe('URLs from server answers', () => {
  test('[payment] an http(s) URL or a path of the site is followed as an absolute URL, silently', () => {
    expect(checkedServerUrl('https://bank.example/3ds?tx=1', '3DS challenge', base)).toBe('https://bank.example/3ds?tx=1');
    expect(checkedServerUrl('/monei/checkout/1420000001', 'MONEI payment page', base)).toBe(
      'https://shop.example/monei/checkout/1420000001',
    );
    expect(errors).not.toHaveBeenCalled();
    expect(noticeState.callFailed).toBe(false);
  });

  test.each([
    'javascript:alert(document.cookie)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'blob:x',
    '',
  ])('[payment] %j is refused: logged naming what it was, and the generic error shown', (url) => {
    expect(checkedServerUrl(url, '3DS challenge', base)).toBeNull();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Refused to follow the 3DS challenge URL'));
    expect(noticeState.callFailed).toBe(true);
  });

  test('[payment] going to a refused URL never navigates and throws RefusedUrlError for the caller to stop', () => {
    const go = vi.fn();
    expect(() => goToServerUrl('javascript:alert(1)', 'MONEI payment page', go)).toThrow(RefusedUrlError);
    expect(go).not.toHaveBeenCalled();
    goToServerUrl('https://monei.example/pay/1', 'MONEI payment page', go);
    expect(go).toHaveBeenCalledWith('https://monei.example/pay/1');
  });
});
