import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startLanguage } from './lib/i18n/i18n';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render as a transition: React renders it in slices and lets the browser in between,
// so a slow phone stays responsive while the page builds (total blocking time, decision 0105).
const app = createRoot(root);
const render = () =>
  startTransition(() => {
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// English renders at once; a browser that chose another language waits for its catalogue, so the
// first screen is already in it (decision 0118).
const language = startLanguage();
if (language) void language.then(render);
else render();
