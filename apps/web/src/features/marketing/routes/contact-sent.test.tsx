// @vitest-environment jsdom
// /contact/sent: the confirmation a form posted without JavaScript lands on — the form's own thank-you, with
// "Send Another Request" as a link back to the form, the focus left where the page load put it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as ContactSent } from './contact-sent';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

beforeEach(async () => {
  container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter([{ path: '/contact/sent', Component: ContactSent }], {
    initialEntries: ['/contact/sent'],
  });
  root = createRoot(container);
  await act(async () => {
    root.render(<RouterProvider router={router} />);
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('contact sent page', () => {
  it('thanks the visitor as the form does and promises a reply within 24 hours', () => {
    expect(container.querySelector('h2')?.textContent).toBe('Thank you!');
    expect(container.textContent).toContain('One of our advisors will reply within 24 hours.');
    expect(document.activeElement).toBe(document.body);
  });

  it('links back to the form and to the services', () => {
    const links = Array.from(container.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual(
      expect.arrayContaining([
        ['Send Another Request', '/contact'],
        ['Explore Our Services', '/services'],
      ]),
    );
  });
});
