import { describe, expect, test } from 'vitest';
import { base64UrlToBytes } from './push-notifications.ts';

describe('push notifications', () => {
  test('[push] a base64url VAPID key becomes its bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });
});
