import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, Navigate, Outlet, RouterProvider, createMemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { focusHeadingWhenShown, useFocusOnNavigation } from './use-focus-on-navigation.ts';

function Layout() {
  useFocusOnNavigation();
  const navigate = useNavigate();
  return (
    <>
      <header>
        <Link to="/step2">Carrito</Link>
        <Link to="/summary">Resumen</Link>
        <Link to="/login">Acceder</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* The app's dialogs sit beside the page (the cart's edit dialog): one may navigate and stay open. */}
      <div role="dialog" aria-label="Editar">
        <button type="button" onClick={() => void navigate('/step2')}>
          Guardar
        </button>
      </div>
    </>
  );
}

function Step1() {
  const navigate = useNavigate();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void navigate('/step2');
      }}
    >
      <h1>Paso 1 de 3 ¿Qué necesitas?</h1>
      <a href="#main">Saltar al contenido</a>
      <button type="submit">Continuar</button>
    </form>
  );
}

/** While set, step 2's data is held until the test calls `step2Loaded`: its heading shows when the test chooses. */
let holdStep2 = false;
let step2Loaded: (() => void) | undefined;

/** A screen that loads its data first: its heading shows after the navigation has happened (20 ms, or when released). */
function Step2() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (holdStep2) {
      step2Loaded = () => setLoaded(true);
      return () => (step2Loaded = undefined);
    }
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>Paso 2 de 3 ¿Dónde está?</h1> : <p role="status">Cargando…</p>;
}

/** A screen whose heading comes with it. */
function Summary() {
  return <h1>Resumen del pedido</h1>;
}

/** A screen whose first field a buyer may click before its heading takes focus. */
function Login() {
  return (
    <>
      <h1>Acceso de clientes</h1>
      <label>
        Email <input type="email" />
      </label>
    </>
  );
}

/** Whether the page had been scrolled to its top when each page was committed (the layout effects after the layout's). */
const scrolledAtCommit: boolean[] = [];
/** Whether a heading had focus when each page's effects ran, the layout's first: what happens before its first frame. */
const headingFocusedInEffects: boolean[] = [];
function CommitProbe() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    // window.scrollTo is a spy in the test that reads this
    scrolledAtCommit.push((vi.isMockFunction(window.scrollTo) && vi.mocked(window.scrollTo).mock.calls.length > 0) === true);
  }, [pathname]);
  useEffect(() => {
    headingFocusedInEffects.push(document.activeElement?.tagName === 'H1');
  }, [pathname]);
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Layout />
            <CommitProbe />
          </>
        ),
        children: [
          { path: '/', element: <Navigate to="/step1" replace /> },
          { path: '/step1', element: <Step1 /> },
          { path: '/step2', element: <Step2 /> },
          { path: '/summary', element: <Summary /> },
          { path: '/login', element: <Login /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What the buyer does with a mouse: press, then click. */
function press(element: HTMLElement) {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
}

describe('focus after navigation', () => {
  test('[a11y] the first load and its redirects leave focus where the browser put it', async () => {
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Paso 1 de 3/ })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  test('[a11y] after Continue the new step’s heading takes focus, even when it shows after loading', async () => {
    renderAt('/step1');
    press(screen.getByRole('button', { name: 'Continuar' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /Paso 2 de 3/ });
    expect(document.activeElement).toBe(heading);
    // Focusable by script, not a stop on the Tab order.
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  test('the new page starts at its top from its first frame: scrolled in the commit that shows it, not after', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrolledAtCommit.length = 0;
    try {
      renderAt('/step1');
      press(screen.getByRole('button', { name: 'Continuar' }));
      await screen.findByRole('heading', { level: 1, name: /Paso 2 de 3/ });
      expect(scrolledAtCommit).toEqual([false, true]);
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      scrollTo.mockRestore();
    }
  });

  test('a heading shown with its page is focused without a second scroll; one shown later brings the page to its top again', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      renderAt('/step1');
      press(screen.getByRole('link', { name: 'Resumen' }));
      const summary = await screen.findByRole('heading', { level: 1, name: 'Resumen del pedido' });
      await waitFor(() => expect(document.activeElement).toBe(summary));
      expect(scrollTo).toHaveBeenCalledTimes(1); // in the commit that showed the page, no forced layout after it

      scrollTo.mockClear();
      holdStep2 = true;
      press(screen.getByRole('link', { name: 'Carrito' }));
      await screen.findByRole('status');
      // The heading comes after the page's paint, when the focus move is already waiting for it (afterNextPaint: a
      // frame, then a task, queued before this one's). With a 20 ms load, a slow machine painted after it and the
      // heading was there at once: no second scroll, and this test failed under load.
      await act(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      act(() => step2Loaded?.());
      const step2 = await screen.findByRole('heading', { level: 1, name: /Paso 2 de 3/ });
      await waitFor(() => expect(document.activeElement).toBe(step2));
      expect(scrollTo).toHaveBeenCalledTimes(2); // in the commit, and again when the heading came
    } finally {
      holdStep2 = false;
      scrollTo.mockRestore();
    }
  });

  test('[performance] the heading takes focus once the new page has painted, not in the effects before its first frame', async () => {
    headingFocusedInEffects.length = 0;
    renderAt('/step1');
    press(screen.getByRole('link', { name: 'Resumen' }));
    const summary = await screen.findByRole('heading', { level: 1, name: 'Resumen del pedido' });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(headingFocusedInEffects).toEqual([false, false]);
  });

  test('[a11y] a field the buyer focused on the new page before its heading could take focus keeps it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    try {
      renderAt('/step1');
      press(screen.getByRole('link', { name: 'Acceder' }));
      await screen.findByRole('heading', { level: 1, name: 'Acceso de clientes' });
      const email = screen.getByRole('textbox', { name: 'Email' });
      email.focus(); // the page has painted; the buyer clicks its first field before the next task
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resume) => setTimeout(resume, 0));
      expect(document.activeElement).toBe(email);
    } finally {
      vi.mocked(window.requestAnimationFrame).mockRestore();
    }
  });

  test('[a11y] a link outside the page (the header’s) also moves focus to the new heading', async () => {
    renderAt('/step1');
    press(screen.getByRole('link', { name: 'Carrito' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /Paso 2 de 3/ });
    expect(document.activeElement).toBe(heading);
  });

  test('[a11y] the skip link’s hash leaves focus to the browser', async () => {
    const router = renderAt('/step1');
    const skip = screen.getByRole('link', { name: 'Saltar al contenido' });
    skip.focus();
    fireEvent.keyDown(skip, { key: 'Enter' });
    await act(() => router.navigate('/step1#main'));
    expect(document.activeElement).toBe(skip);
  });

  test('[a11y] a dialog that navigates keeps its focus', async () => {
    renderAt('/step1');
    const save = screen.getByRole('button', { name: 'Guardar' });
    save.focus();
    press(save);
    expect(await screen.findByRole('heading', { level: 1, name: /Paso 2 de 3/ })).toBeTruthy();
    expect(document.activeElement).toBe(save);
  });
});

describe('focus after navigation to a screen that waits for its code', () => {
  test('[a11y] the heading of the screen React hid while the next one loads is passed over; the next one’s takes focus', async () => {
    const main = document.createElement('main');
    // What React leaves while a screen suspends: the last screen hidden (display: none), its h1 still in the page.
    main.innerHTML = '<div style="display: none"><h1>Passo 1 de 5</h1></div><p role="status">A carregar…</p>';
    document.body.append(main);
    const stop = focusHeadingWhenShown(main);
    expect(document.activeElement).toBe(document.body);

    main.innerHTML = '<h1>Passo 2 de 5</h1>';

    await waitFor(() => expect(document.activeElement?.textContent).toBe('Passo 2 de 5'));
    stop();
    main.remove();
  });
});
