import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import './styles.css';

// The server's head tags (defaults, or a post's for crawlers and link previews) give way to the ones each
// page declares with React 19's hoisted <title>/<meta>/<link>.
document.head.querySelectorAll('[data-ssr]').forEach((el) => el.remove());

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
