import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { paths } from './lib/paths';
import { startConnectivityWatch } from './lib/online-status';
import './styles/global.css';

startConnectivityWatch();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page prerendered at build time (scripts/prerender) is hydrated: its text stays on screen while the code
// arrives. The shell of `/` (also the service worker's answer for any address) is rendered afresh, and so is
// /auth in another mode than the prerendered sign-in (?modo=registro).
const { pathname, search } = window.location;
if (root.dataset.prerendered === pathname && !(pathname === paths.auth && search)) hydrateRoot(root, app);
else createRoot(root).render(app);
