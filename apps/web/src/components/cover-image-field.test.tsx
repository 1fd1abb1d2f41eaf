// @vitest-environment jsdom
// The one cover-image field (it was two: the post form's and the course form's): the empty box, the preview
// under the alt text, Remove (focus back on Choose, said to screen readers), a refusal instead of the
// buttons, nothing to press when read-only, and the alt text box that stops at the limit only when asked.
import { act, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { CoverImageField } from './cover-image-field';
import { ALT_TEXT_MAX } from './media/limits';

// The picker's uploads reach Storage through the client; closed, it never calls it.
vi.mock('@/lib/supabase', () => ({ supabase: {} }));

const dom = domRootPerTest();

function Form({ path = '', alt = '', children }: { path?: string; alt?: string; children: ReactNode }) {
  const form = useForm({ defaultValues: { cover_image_path: path, cover_image_alt: alt } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const render = (node: ReactNode) => act(() => dom.root.render(node));
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const altBox = () => document.querySelector<HTMLInputElement>('input[name="cover_image_alt"]');
const field = (props: Partial<Parameters<typeof CoverImageField>[0]> = {}) => (
  <CoverImageField previewSizes="100vw" previewClassName="max-w-sm" {...props} />
);

describe('CoverImageField', () => {
  it('without a cover: a named group, the empty box and Choose; no alt text box', () => {
    render(<Form>{field()}</Form>);
    const group = document.querySelector('[role="group"]')!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe('Cover image');
    expect(group.textContent).toContain('No cover image');
    expect(button('Choose cover image')?.textContent).toBe('Choose');
    expect(altBox()).toBeNull();
  });

  it('with a cover: the preview named by its alt text, Replace and Remove; Remove clears it and says so', () => {
    render(
      <Form path="covers/vault.jpg" alt=" A vault door ">
        {field()}
      </Form>,
    );
    const img = document.querySelector<HTMLImageElement>('[data-testid="cover-preview"]')!;
    expect(img.alt).toBe('A vault door');
    expect(img.className).toContain('max-w-sm');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(altBox()?.value).toBe(' A vault door ');
    expect(altBox()?.maxLength).toBe(-1);
    act(() => button('Remove cover image')!.click());
    expect(document.querySelector('[data-testid="cover-preview"]')).toBeNull();
    expect(document.activeElement).toBe(button('Choose cover image'));
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Cover image removed.');
    expect(altBox()).toBeNull();
  });

  it('a refusal instead of the buttons; read-only: no buttons, the alt text disabled; a limit when asked', () => {
    render(<Form>{field({ refusal: 'Only editors and admins can add images.' })}</Form>);
    expect(button('Choose cover image')).toBeNull();
    expect(document.body.textContent).toContain('Only editors and admins can add images.');
    render(
      <Form key="read-only" path="covers/vault.jpg" alt="A vault door">
        {field({ readOnly: true, refusal: 'Only editors and admins can add images.', stopAtLimit: true })}
      </Form>,
    );
    expect(button('Replace cover image')).toBeNull();
    expect(button('Remove cover image')).toBeNull();
    expect(document.body.textContent).not.toContain('Only editors and admins');
    expect(altBox()?.disabled).toBe(true);
    expect(altBox()?.maxLength).toBe(ALT_TEXT_MAX);
  });
});
