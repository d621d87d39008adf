import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startConnectivityWatch } from './offline/online-status';
import './styles/global.css';

startConnectivityWatch();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page prerendered at build time (scripts/prerender) is hydrated: its text stays on screen while the code
// arrives. The service worker may answer another address with the shell of `/`; that one is rendered afresh.
if (root.dataset.prerendered === window.location.pathname) hydrateRoot(root, app);
else createRoot(root).render(app);
