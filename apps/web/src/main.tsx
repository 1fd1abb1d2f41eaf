import { StrictMode } from 'react';
import { config as zodConfig } from 'zod/v4/core';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './styles.css';

// The server's head tags (defaults, or a post's for crawlers and link previews) give way to the ones each
// page declares with React 19's hoisted <title>/<meta>/<link>.
document.head.querySelectorAll('[data-ssr]').forEach((el) => el.remove());

// Zod compiles object parsers with `new Function` after probing whether eval is allowed; our CSP forbids
// it, and the probe alone files a CSP violation report. Interpreted parsing is fast enough for forms.
zodConfig({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
