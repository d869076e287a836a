import './ui/reset.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApi } from './api/client.ts';
import { createAppRouter } from './app/router.tsx';
import { hostConfigFromWindow } from './lib/host-config.ts';
import { setHostConfig, setStoreFromAddress } from './stores/config-store.ts';

setStoreFromAddress(window.location.search);
const { host, embedded } = hostConfigFromWindow(window);
setHostConfig(host, embedded);
configureApi({ baseUrl: host.baseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '' });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createAppRouter()} />
  </StrictMode>,
);
