import { describe, expect, test } from 'vitest';
import { formatDate, formatDateTime, formatFileSize } from './format-date.ts';

describe('dates and sizes for the buyer', () => {
  test('[dates] created_at (UTC) is shown in the buyer’s time zone', () => {
    expect(formatDateTime('2026-03-01T23:30:00Z', 'es', 'Europe/Madrid')).toBe('2 mar 2026, 0:30');
    expect(formatDateTime('2026-03-01T23:30:00Z', 'pt', 'Europe/Lisbon')).toBe('01/03/2026, 23:30');
    expect(formatDateTime('2026-03-01T23:30:00Z', 'en', 'Europe/Dublin')).toBe('1 Mar 2026, 23:30');
  });

  test('[dates] a value that is not a date is shown as it came', () => {
    expect(formatDateTime('yesterday', 'es')).toBe('yesterday');
    expect(formatDate(new Date('nope'), 'es')).toBe('');
  });

  test('[dates] file sizes', () => {
    expect(formatFileSize(300, 'es')).toBe('1 KB');
    expect(formatFileSize(820 * 1024, 'en')).toBe('820 KB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'es')).toBe('2,5 MB');
    expect(formatFileSize(25 * 1024 * 1024, 'pt')).toBe('25 MB');
  });
});
