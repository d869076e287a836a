import { useEffect, useState } from 'react';
import type { ThirdPartyScript } from '#contracts/fake-backend/third-party.ts';
import { loadThirdParty } from './load-script.ts';

/**
 * The third-party libraries of spec 7 the screens drive, through the small API each deployment's script defines on
 * window (a thin wrapper around the vendor's library; the fake server's stand-ins define the same,
 * fake-server/src/third-party/stand-ins.ts). docs/decisions/038, "Third-party scripts".
 */
export interface PdfViewerLibrary {
  render(container: HTMLElement, url: string, title: string): void;
}
export interface PlacesLibrary {
  attach(input: HTMLInputElement): { detach(): void };
}

interface ThirdPartyWindow {
  opfPdfViewer?: Partial<PdfViewerLibrary>;
  opfMapsPlaces?: Partial<PlacesLibrary>;
}

const libraries = () => globalThis as unknown as ThirdPartyWindow;

/** The PDF viewer's API once its script ran, else null. */
export function pdfViewerLibrary(): PdfViewerLibrary | null {
  const library = libraries().opfPdfViewer;
  return typeof library?.render === 'function' ? (library as PdfViewerLibrary) : null;
}

/** The places library's API once its script ran, else null. */
export function placesLibrary(): PlacesLibrary | null {
  const library = libraries().opfMapsPlaces;
  return typeof library?.attach === 'function' ? (library as PlacesLibrary) : null;
}

/**
 * Where a script stands for a screen: loading, ready, failed (it did not load: the screen shows its fallback), or not
 * configured (this deployment uses none: the screen works without it).
 */
export type ScriptStatus = 'loading' | 'ready' | 'failed' | 'not-configured';

/** Loads a third-party script through the one loader when `enabled`, and says where it stands; `retry` tries again. */
export function useThirdPartyScript(name: ThirdPartyScript, enabled = true): { status: ScriptStatus; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // the outcome of which attempt: a newer attempt reads as loading until its own outcome arrives
  const [outcome, setOutcome] = useState<{ attempt: number; status: ScriptStatus } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void loadThirdParty(name).then((load) => {
      if (!current) return;
      setOutcome({ attempt, status: load.ok ? 'ready' : load.reason === 'not-configured' ? 'not-configured' : 'failed' });
    });
    return () => {
      current = false;
    };
  }, [name, enabled, attempt]);
  return { status: outcome?.attempt === attempt ? outcome.status : 'loading', retry: () => setAttempt((count) => count + 1) };
}

/**
 * The places library on an address field (spec 7 "a maps places library"), loaded when the screen with the field
 * opens: once loaded, the field (by its input's id) is handed to it, which adds its own suggestions; the screen shows a
 * line when it did not load ('failed'), and the field works as plain text either way.
 */
export function usePlacesOnField(inputId: string): ScriptStatus {
  const { status } = useThirdPartyScript('mapsPlaces');
  useEffect(() => {
    if (status !== 'ready') return;
    const library = placesLibrary();
    const input = document.getElementById(inputId);
    if (library === null || !(input instanceof HTMLInputElement)) return;
    const attached = library.attach(input);
    return () => attached.detach();
  }, [status, inputId]);
  return status;
}
