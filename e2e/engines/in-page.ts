/**
 * The two scripts the engine smoke suite runs inside the page, the same in Firefox and WebKit. Each function is
 * sent to the browser as its source text, so it may use nothing from outside its own body.
 */

/** Where the problems the page records are kept: session storage outlives the full-page navigations of a flow (the 3DS page). */
export const PROBLEMS_KEY = 'engine-smoke:problems';

/**
 * Records what would reach an error monitor, or break the page, for buyers in this engine: uncaught errors and
 * rejections, a same-origin resource the page failed to load (a script, a modulepreload, a stylesheet, an image), and
 * Content-Security-Policy violations. Installed before the page's scripts in Firefox (a BiDi preload script); WebKit's
 * driver has no such hook, so there it is installed as soon as a document has loaded (see webkit.ts).
 */
export function recordProblems(key: string): void {
  const marked = window as unknown as { __engineSmokeRecording?: boolean };
  if (marked.__engineSmokeRecording) return;
  marked.__engineSmokeRecording = true;
  const record = (problem: string) => {
    let kept: string[] = [];
    try {
      kept = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as string[];
    } catch {
      kept = [];
    }
    kept.push(`${problem} (on ${window.location.pathname})`);
    window.sessionStorage.setItem(key, JSON.stringify(kept));
  };
  // Loads the browser cancels because the page is being left (the suite opening another address) are no failure.
  let leaving = false;
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof Element) {
        if (leaving) return;
        const url = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
        const resolved = new URL(url, window.location.href);
        if (resolved.origin !== window.location.origin) return;
        const rel = target.getAttribute('rel');
        record(`failed resource: <${target.localName}${rel ? ` rel=${rel}` : ''}> ${resolved.pathname}${resolved.search}`);
        return;
      }
      const error = event as ErrorEvent;
      record(`uncaught error: ${error.message}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    record(`unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`);
  });
  document.addEventListener(
    'securitypolicyviolation',
    (event) => record(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    true,
  );
}

/** What the page recorded so far, and forgets it: a flow reads it after each step. */
export function takeProblems(key: string): string[] {
  const kept = window.sessionStorage.getItem(key);
  window.sessionStorage.removeItem(key);
  try {
    return kept === null ? [] : (JSON.parse(kept) as string[]);
  } catch {
    return [`unreadable problems record: ${kept}`];
  }
}

/** A role and accessible name, as a buyer with a screen reader finds a control; `within` narrows the search. */
export interface ByRole {
  role: string;
  /** The accessible name: a string matches it whole (spaces collapsed), a pattern anywhere in it. */
  name?: string | RegExp;
  /** A heading's level. */
  level?: number;
  within?: ByRole;
  /** 'label': the control's label instead, which a buyer with a mouse clicks (react-aria's radios hide the input itself). */
  via?: 'label';
}

/** A ByRole as it crosses to the page: patterns as their source and flags. */
export interface SentByRole {
  role: string;
  name?: string | { source: string; flags: string };
  level?: number;
  within?: SentByRole;
  via?: 'label';
}

export function toSent(query: ByRole): SentByRole {
  const { name, within } = query;
  return {
    role: query.role,
    ...(name === undefined ? {} : { name: typeof name === 'string' ? name : { source: name.source, flags: name.flags } }),
    ...(query.level === undefined ? {} : { level: query.level }),
    ...(within === undefined ? {} : { within: toSent(within) }),
    ...(query.via === undefined ? {} : { via: query.via }),
  };
}

export function describe(query: ByRole): string {
  const name = query.name === undefined ? '' : ` "${String(query.name)}"`;
  const level = query.level === undefined ? '' : ` level ${query.level}`;
  const via = query.via === undefined ? '' : `the label of `;
  return `${via}${query.role}${level}${name}${query.within ? ` in ${describe(query.within)}` : ''}`;
}

/**
 * The first shown element with that role and name, or null: a small subset of the ARIA role and name rules,
 * enough for this storefront's markup (explicit roles, the implicit roles of its HTML elements, aria-label,
 * aria-labelledby, labels and text content). Like a screen reader, it skips what aria-hidden, inert or the
 * layout hides: with a react-aria dialog open, only the dialog is found.
 */
export function findByRole(query: SentByRole): Element | null {
  const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const shown = (element: Element): boolean => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const box = element as HTMLElement;
    if (typeof box.checkVisibility === 'function') return box.checkVisibility({ visibilityProperty: true });
    return box.getClientRects().length > 0;
  };
  const roleOf = (element: Element): string | null => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] ?? null;
    const tag = element.localName;
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'input') {
      const type = (element.getAttribute('type') ?? 'text').toLowerCase();
      if (['button', 'submit', 'reset'].includes(type)) return 'button';
      if (type === 'radio' || type === 'checkbox') return type;
      if (['text', 'email', 'tel', 'url', 'search', 'password', 'number'].includes(type)) {
        return element.hasAttribute('list') ? 'combobox' : 'textbox';
      }
      return null;
    }
    const implicit: Record<string, string> = {
      button: 'button',
      textarea: 'textbox',
      select: 'combobox',
      ul: 'list',
      ol: 'list',
      li: 'listitem',
      dialog: 'dialog',
      main: 'main',
      nav: 'navigation',
      article: 'article',
      form: 'form',
      section: 'region',
      fieldset: 'group',
      option: 'option',
      dd: 'definition',
      dt: 'term',
      table: 'table',
      tr: 'row',
    };
    if (tag === 'a') return element.hasAttribute('href') ? 'link' : null;
    if (tag === 'header') return element.closest('article, aside, main, nav, section') ? null : 'banner';
    return implicit[tag] ?? null;
  };
  const nameOf = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return normalise(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const label = element.getAttribute('aria-label');
    if (label) return normalise(label);
    const labels = (element as HTMLInputElement).labels;
    // A label's own words: the text of a control inside it (a <select>'s options) is not part of its name.
    const ownText = (label: Element) => {
      const copy = label.cloneNode(true) as Element;
      for (const control of copy.querySelectorAll('select, textarea')) control.remove();
      return copy.textContent;
    };
    if (labels && labels.length > 0) return normalise([...labels].map(ownText).join(' '));
    if (element.localName === 'fieldset') return normalise(element.querySelector('legend')?.textContent);
    if (element.localName === 'img') return normalise(element.getAttribute('alt'));
    // As the accessible name is computed: a descendant hidden from assistive technology (aria-hidden) is not part of it.
    const named = element.cloneNode(true) as Element;
    for (const hidden of named.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return normalise(named.textContent);
  };
  const matches = (element: Element, wanted: SentByRole): boolean => {
    if (roleOf(element) !== wanted.role || !shown(element)) return false;
    if (wanted.level !== undefined) {
      const level = Number(element.getAttribute('aria-level') ?? element.localName.slice(1));
      if (level !== wanted.level) return false;
    }
    if (wanted.name === undefined) return true;
    const name = nameOf(element);
    return typeof wanted.name === 'string' ? name === normalise(wanted.name) : new RegExp(wanted.name.source, wanted.name.flags).test(name);
  };
  const search = (wanted: SentByRole): Element | null => {
    const scope: ParentNode | null = wanted.within ? search(wanted.within) : document;
    if (scope === null) return null;
    for (const element of scope.querySelectorAll('*')) if (matches(element, wanted)) return element;
    return null;
  };
  const found = search(query);
  if (found === null || query.via !== 'label') return found;
  return (found as HTMLInputElement).labels?.[0] ?? found.closest('label');
}
