import { type ReactNode, useSyncExternalStore } from 'react';

// A tiny toast store outside React, so any code (mutation callbacks, plain functions) can call toast().
// Only one toast is visible at a time (platform §9): a new toast replaces the current one.

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** milliseconds before it closes by itself */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export const TOAST_LIMIT = 1;
/** Time for the closing animation before a dismissed toast leaves the DOM. */
const REMOVE_DELAY_MS = 200;

let toasts: ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();

const setToasts = (next: ToastItem[]) => {
  toasts = next;
  for (const listener of listeners) listener();
};

const scheduleRemoval = (id: string) => {
  setTimeout(() => setToasts(toasts.filter((t) => t.id !== id || t.open)), REMOVE_DELAY_MS);
};

/** Closes one toast, or every toast when no id is given. */
export const dismissToast = (id?: string) => {
  const closing = toasts.filter((t) => t.open && (id === undefined || t.id === id));
  if (closing.length === 0) return;
  setToasts(toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)));
  for (const t of closing) scheduleRemoval(t.id);
};

/** Removes every toast at once (tests, sign-out). */
export const clearToasts = () => setToasts([]);

export const toast = (input: ToastInput) => {
  nextId += 1;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
};

const PENDING_KEY = 'punchlist-pending-toast';

type PendingToast = { title?: string; description?: string; variant?: ToastVariant };

/**
 * For a toast that must survive a full page load (login and registration redirect with location.assign, which
 * would otherwise wipe the 'Welcome back!' toast): stored in sessionStorage, shown once by the Toaster.
 */
export const toastAfterReload = (input: PendingToast) => {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(input));
  } catch {
    // no storage (private mode): the toast is simply not shown after the reload
  }
};

export const showPendingToast = () => {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const pending = JSON.parse(raw) as PendingToast;
    if (pending && (pending.title || pending.description)) toast(pending);
  } catch {
    // a damaged entry is dropped
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getSnapshot = () => toasts;

export const useToast = () => {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
};
