import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { paths } from './lib/paths';
import './styles/global.css';

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
// As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
// for the whole page: on a slow phone the signed-in home's render was one long task after another.
else startTransition(() => createRoot(root).render(app));
