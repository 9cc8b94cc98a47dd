/**
 * Which enquiry form is open (§contact.bar, §contact.deep-links, §enquiry.dialog): the contact bar and the
 * sections' buttons open one, scrolling to its section; an address that names a section
 * (/contact#customOrderSection, the catalogue's 'Enquire for Price') lands there with its form open. The
 * button that opened a form gets the focus back when it closes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, usePrefersReducedMotion } from '@gemstore/shared';
import { enquiryOfHash, enquiryText, type EnquiryKind } from '../lib/enquiry-kinds';

export function useEnquiries() {
  const [open, setOpen] = useState<EnquiryKind | null>(null);
  /** Once a form has been opened its code stays: closing can then animate and return the focus. */
  const [asked, setAsked] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const { hash } = useLocation();
  const reducedMotion = usePrefersReducedMotion();

  const openForm = useCallback(
    (kind: EnquiryKind, from: HTMLElement | null) => {
      opener.current = from;
      document
        .getElementById(enquiryText[kind].sectionId)
        ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      setAsked(true);
      setOpen(kind);
    },
    [reducedMotion],
  );

  useEffect(() => {
    const kind = enquiryOfHash(hash);
    if (!kind) return;
    // Arrived at a section: the focus returns to that section's own button when the form closes.
    const section = document.getElementById(enquiryText[kind].sectionId);
    openForm(kind, section?.querySelector<HTMLElement>('button') ?? null);
  }, [hash, openForm]);

  const close = useCallback(() => setOpen(null), []);
  return { open, asked, opener, openForm, close };
}
