import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './components/pwa/register-service-worker';
import { initTheme } from './lib/theme';
import './styles.css';

// before the first render, so a dark theme never flashes light
initTheme();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
