import { Label as LabelPrimitive } from 'radix-ui';
import { createContext, use, useId, useLayoutEffect, useState } from 'react';
import type * as React from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { Slot, type SlotProps } from './slot';

// Form fields on react-hook-form (shadcn/ui's form.tsx). A screen never hand-builds a field:
//
//   const form = useForm<PostInput>({ resolver: zodResolver(postSchema), defaultValues });
//   <Form {...form}><form onSubmit={form.handleSubmit(save)} noValidate>
//     <FormField control={form.control} name="title" render={({ field }) => (
//       <FormItem>
//         <FormLabel>Title</FormLabel>
//         <FormControl><Input {...field} /></FormControl>
//         <FormDescription>Shown on the blog.</FormDescription>
//         <FormMessage />   {/* the schema's SPEC message, e.g. 'Title is required' */}
//       </FormItem>
//     )} />
//   </form></Form>
//
// FormControl gives the control its id, aria-invalid and aria-describedby (description + message), so
// the label, the hint and the error are announced with it. Both contexts default to null and throw when
// a part is used outside its FormField/FormItem, instead of silently reading `{}`.

export const Form = FormProvider;

interface FormFieldContextValue {
  name: string;
}
const FormFieldContext = createContext<FormFieldContextValue | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: ControllerProps<TFieldValues, TName>) {
  return (
    <FormFieldContext value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext>
  );
}

interface FormItemContextValue {
  id: string;
  /** Whether a FormDescription is rendered: aria-describedby must not point at an id that is not there. */
  described: boolean;
  setDescribed(described: boolean): void;
}
const FormItemContext = createContext<FormItemContextValue | null>(null);

/** The ids and state of the field around the caller. */
export function useFormField() {
  const fieldContext = use(FormFieldContext);
  const itemContext = use(FormItemContext);
  if (!fieldContext) throw new Error('useFormField must be used within <FormField>');
  if (!itemContext) throw new Error('useFormField must be used within <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: fieldContext.name });
  const fieldState = getFieldState(fieldContext.name, formState);
  const { id, described } = itemContext;
  return {
    id,
    described,
    name: fieldContext.name,
    formItemId: `${id}-form-item`,
    formDescriptionId: `${id}-form-item-description`,
    formMessageId: `${id}-form-item-message`,
    ...fieldState,
  };
}

export function FormItem({ className, ...props }: React.ComponentProps<'div'>) {
  const id = useId();
  const [described, setDescribed] = useState(false);
  return (
    <FormItemContext value={{ id, described, setDescribed }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext>
  );
}

export function FormLabel({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

export function FormControl(props: SlotProps) {
  const { error, described, formItemId, formDescriptionId, formMessageId } = useFormField();
  const describedBy = [described && formDescriptionId, error && formMessageId].filter(Boolean).join(' ');
  return (
    <Slot
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  const item = use(FormItemContext);
  const setDescribed = item?.setDescribed;
  useLayoutEffect(() => {
    setDescribed?.(true);
    return () => setDescribed?.(false);
  }, [setDescribed]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's error (the zod schema's message); `children` shows when there is none. */
export function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      className={cn('text-sm text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}
