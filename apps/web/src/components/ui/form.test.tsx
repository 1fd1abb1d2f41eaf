// @vitest-environment jsdom
// The Form* parts in a DOM: a zod message appears under its field, the control carries aria-invalid and
// aria-describedby (description + message, never an id that is not rendered), parts outside a field throw.
import { zodResolver } from '@hookform/resolvers/zod';
import { act } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { Input } from './input';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { domRootPerTest } from '@/testing/dom-root';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  slug: z.string(),
});
type Values = z.infer<typeof schema>;

function PostForm({ onSave }: { onSave: (v: Values) => void }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: '', slug: '' } });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSave)} noValidate>
        <FormField
          control={form.control}
          name="title"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Title</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormDescription>Shown on the blog.</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="slug"
          render={({ field }) => (
            <FormItem>
              <FormLabel>URL Slug</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
            </FormItem>
          )}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

const dom = domRootPerTest();

const byLabel = (text: string) => {
  const label = [...dom.container.querySelectorAll('label')].find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? '');
};

describe('Form parts', () => {
  it('label the control, describe it, and show the schema message when invalid', async () => {
    const onSave = vi.fn();
    await act(async () => dom.root.render(<PostForm onSave={onSave} />));
    const title = byLabel('Title');
    expect(title).not.toBeNull();
    expect(title?.getAttribute('aria-invalid')).toBe('false');
    const described = title?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Shown on the blog.');
    // A field without a description points at nothing rather than at a missing id.
    expect(byLabel('URL Slug')?.hasAttribute('aria-describedby')).toBe(false);

    await act(async () => dom.container.querySelector('button')?.click());
    expect(onSave).not.toHaveBeenCalled();
    expect(title?.getAttribute('aria-invalid')).toBe('true');
    const ids = (title?.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Shown on the blog.',
      'Title is required',
    ]);
    expect(dom.container.querySelector('[data-slot="form-label"]')?.getAttribute('data-error')).toBe('true');
  });

  it('a part outside FormField / FormItem throws instead of reading an empty context', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      const form = useForm();
      return (
        <Form {...form}>
          <FormMessage />
        </Form>
      );
    }
    await expect(act(async () => dom.root.render(<Orphan />))).rejects.toThrow(
      'useFormField must be used within <FormField>',
    );
    spy.mockRestore();
  });
});
