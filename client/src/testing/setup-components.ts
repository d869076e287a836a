import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-unit.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
