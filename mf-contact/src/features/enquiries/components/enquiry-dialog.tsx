/**
 * The enquiry forms' dialog (§enquiry.dialog), fetched with the forms when the first is opened: the focus is
 * held inside and given back to the button that opened it; Escape, a click outside, Close or the form's Cancel
 * dismisses it, which clears the form (it is drawn afresh next time); sending closes it too (§enquiry.dialog:
 * after a submit attempt).
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import type { RefObject } from 'react';
import { clearCustomOrderRequest, customOrderRequestAtom, userAtom } from '@gemstore/shared';
import { QueryClientProvider } from '@gemstore/shared/data';
import {
  DialogCloseButton,
  DialogContent,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  focusOnClose,
} from '@gemstore/shared/dialog';
import { contactQueries } from '../../../lib/query-client';
import { enquiryText, type EnquiryKind } from '../lib/enquiry-kinds';
import { AppointmentForm } from './appointment-form';
import { CustomOrderForm } from './custom-order-form';
import { LeaveMessageForm } from './leave-message-form';

type EnquiryDialogProps = {
  open: EnquiryKind | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
};

export default function EnquiryDialog({ open, onClose, returnFocusTo }: EnquiryDialogProps) {
  const user = useAtomValue(userAtom);
  const request = useAtomValue(customOrderRequestAtom);
  const close = () => {
    // An 'Enquire for Price' request is done with once its form is sent or dismissed.
    if (open === 'customOrder') clearCustomOrderRequest();
    onClose();
  };
  return (
    <QueryClientProvider client={contactQueries}>
      <DialogRoot open={open !== null} onOpenChange={(next) => (next ? undefined : close())}>
        <DialogPortal>
          <DialogOverlay dim={0.45} />
          {open ? (
            <Panel aria-describedby={undefined} onCloseAutoFocus={focusOnClose(returnFocusTo)}>
              <Top>
                <DialogTitle>{enquiryText[open].title}</DialogTitle>
                <DialogCloseButton label={`Close ${enquiryText[open].title}`} />
              </Top>
              {open === 'appointment' ? <AppointmentForm user={user} close={close} /> : null}
              {open === 'customOrder' ? (
                <CustomOrderForm user={user} request={request} close={close} />
              ) : null}
              {open === 'leaveMessage' ? <LeaveMessageForm user={user} close={close} /> : null}
            </Panel>
          ) : null}
        </DialogPortal>
      </DialogRoot>
    </QueryClientProvider>
  );
}

const Panel = styled(DialogContent)(({ theme }) => ({
  position: 'fixed',
  zIndex: 1001,
  inset: 0,
  overflowY: 'auto',
  display: 'grid',
  alignContent: 'start',
  gap: theme.space(6),
  padding: theme.space(6),
  background: theme.colour.paper,
  '&:focus': { outline: 'none' },
  [theme.media.medium]: {
    inset: 'auto',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(40rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100vh - 4rem)',
    padding: theme.space(10),
    borderTop: `2px solid ${theme.colour.gold}`,
  },
}));

const Top = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(4),
  h2: { margin: 0, font: `500 1.75rem/1.2 ${theme.font.display}`, color: theme.colour.ink },
}));
