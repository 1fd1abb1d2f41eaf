import { useState, type FormEvent } from 'react';
import { authErrorMessage } from '@/lib/account/auth-error-message';
import { normaliseCode } from '@/lib/account/second-factor';
import { CODE_FORMAT_ERROR } from './code-field';

/**
 * A form's submit for an authenticator code (its input is named "code"): the format checked first, then
 * `send(code)`; a failure is said in words under the field, which is selected for the next try.
 */
export function useCodeSubmit(send: (code: string) => Promise<void>) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('code') as HTMLInputElement;
    const code = normaliseCode(input.value);
    if (!code) {
      setError(CODE_FORMAT_ERROR);
      input.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      await send(code);
    } catch (err) {
      setError(authErrorMessage(err as Error));
      input.select();
    } finally {
      setPending(false);
    }
  };

  return { error, setError, pending, setPending, onSubmit };
}
