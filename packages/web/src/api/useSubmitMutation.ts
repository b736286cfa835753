import {
  useMutation,
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

/**
 * useMutation for the app's create, save and delete buttons: `mutate` ignores a call while the
 * last one runs, and isPending turns true at once, so a double click sends one request (TanStack
 * reports isPending a timer later, after a second click may already have gone out).
 */
export function useSubmitMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const running = useRef(false);
  const [starting, setStarting] = useState(false);
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (...args: Parameters<typeof mutateAsync>) => {
      if (running.current) return;
      running.current = true;
      setStarting(true);
      mutateAsync(...args)
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
          setStarting(false);
        });
    },
    [mutateAsync],
  );
  // The result is a union keyed by status; only mutate and isPending change, consistently.
  return {
    ...mutation,
    mutate,
    isPending: mutation.isPending || starting,
  } as UseMutationResult<TData, TError, TVariables, TContext>;
}
