/** Contact and services pages, and an appointment's cancel page, for the routes this remote owns in the route table. */
import { Suspense } from 'react';
import { BrowserRouter, lazyPage, Route, Routes, routeTable } from '@gemstore/shared';
import { ContactPage } from './pages/contact-page';
import { ServicesPage } from './pages/services-page';

// Reached only from an e-mail: fetched when opened, with the data layer it needs.
const AppointmentCancelPage = lazyPage(
  () => import(/* webpackChunkName: "appointment-cancel" */ './pages/appointment-cancel-page'),
  'AppointmentCancelPage',
);

/**
 * Both pages are small and public: they load with the remote (the forms' code waits for a form to open), and the
 * server draws them the same way (first-screen.tsx), inside its own router.
 */
export function ContactPages() {
  return (
    <Routes>
      <Route path={routeTable.contact.path} element={<ContactPage />} />
      <Route path={routeTable.services.path} element={<ServicesPage />} />
      <Route
        path={routeTable.appointmentCancel.path}
        element={
          <Suspense fallback={<div css={{ minHeight: '60vh' }} />}>
            <AppointmentCancelPage />
          </Suspense>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}

export function ContactRoutes() {
  return (
    <BrowserRouter>
      <ContactPages />
    </BrowserRouter>
  );
}
