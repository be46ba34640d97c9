import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './shared/ui/global.css';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { installPreloadErrorHandler } from './features/app-update/chunkReload';

const host = bootstrap();
installPreloadErrorHandler();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App host={host} />
  </StrictMode>,
);
