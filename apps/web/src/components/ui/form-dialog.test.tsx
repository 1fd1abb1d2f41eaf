// @vitest-environment jsdom
// The one dialog around a form (it was education-admin's; the revoke and alt-text dialogs built their own):
// a submit that resolves true closes and resets, one that returns nothing leaves closing to the owner, invalid
// values never reach onSubmit, and while busy both buttons are disabled, the busy label shows and Escape is
// ignored.
import { zodResolver } from '@hookform/resolvers/zod';
import { act, useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { domRootPerTest } from '@/testing/dom-root';
import { z } from '@/lib/zod';
import { FormDialog } from './form-dialog';

const dom = domRootPerTest();

const schema = z.object({ name: z.string().min(1, 'Name is required') });
type Input = z.infer<typeof schema>;

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;
const input = () => document.querySelector<HTMLInputElement>('input[name="name"]');
const escape = () =>
  act(() => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });

function Harness(props: {
  onSubmit: (values: Input) => Promise<boolean> | boolean | void;
  busy?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  const form = useForm<Input>({ resolver: zodResolver(schema), defaultValues: { name: 'Ada' } });
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        props.onOpenChange?.(next);
        setOpen(next);
      }}
      title="Edit Person"
      description="Change the name."
      form={form}
      onSubmit={props.onSubmit}
      busy={props.busy}
      submitLabel="Save"
      busyLabel="Saving…"
      submitVariant="destructive"
      cancelLabel="Keep"
    >
      <input {...form.register('name')} />
      <p>{form.formState.errors.name?.message}</p>
    </FormDialog>
  );
}

async function submit() {
  await act(async () => {
    button('Save')!.click();
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('FormDialog', () => {
  it('closes after a submit that resolves true, with the values', async () => {
    const onSubmit = vi.fn(async () => true);
    act(() => dom.root.render(<Harness onSubmit={onSubmit} />));
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)?.textContent).toBe(
      'Edit Person',
    );
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ada' });
    expect(dialog()).toBeNull();
  });

  it('stays open after a failed save (false) or when the owner closes it (nothing returned)', async () => {
    const onSubmit = vi.fn<() => boolean | void>(() => false);
    act(() => dom.root.render(<Harness onSubmit={onSubmit} />));
    await submit();
    expect(dialog()).not.toBeNull();
    onSubmit.mockImplementation(() => undefined);
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(dialog()).not.toBeNull();
  });

  it('does not submit invalid values; shows the message', async () => {
    const onSubmit = vi.fn(() => true);
    act(() => dom.root.render(<Harness onSubmit={onSubmit} />));
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input(), '');
      input()!.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Name is required');
  });

  it('while busy: both buttons disabled, the busy label, Escape ignored; Cancel asks to close otherwise', () => {
    const onOpenChange = vi.fn();
    act(() => dom.root.render(<Harness onSubmit={vi.fn()} busy onOpenChange={onOpenChange} />));
    expect(button('Saving…')?.disabled).toBe(true);
    expect(button('Keep')?.disabled).toBe(true);
    escape();
    expect(dialog()).not.toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => dom.root.render(<Harness onSubmit={vi.fn()} onOpenChange={onOpenChange} />));
    act(() => button('Keep')!.click());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(dialog()).toBeNull();
  });
});
