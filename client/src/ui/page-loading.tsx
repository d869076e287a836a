import type { ReactNode } from 'react';
import { pageLoading } from './page-loading.css.ts';

/** The status a screen shows until its content is there; the layout keeps the footer out of view meanwhile. */
export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={pageLoading}>
      {children}
    </p>
  );
}
