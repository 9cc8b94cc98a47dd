/**
 * Stands in for a dialog whose code is fetched on first use (ADR 017) when that fetch fails: asked to open, it
 * says so in a toast and closes again, instead of taking the page down with it.
 */
import { useEffect } from 'react';
import { notify } from '@gemstore/shared';

export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };

export function unavailableDialog(message: string) {
  return function UnavailableDialog({ open, onOpenChange }: DialogState) {
    useEffect(() => {
      if (!open) return;
      notify.error(message);
      onOpenChange(false);
    }, [open, onOpenChange]);
    return null;
  };
}
