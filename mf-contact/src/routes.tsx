/** Contact and services pages for the routes this remote owns in the shared route table. */
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';
import { ContactPage } from './pages/contact-page';
import { ServicesPage } from './pages/services-page';

/**
 * Both pages are small and public: they load with the remote (the forms' code waits for a form to open), and the
 * server draws them the same way (first-screen.tsx), inside its own router.
 */
export function ContactPages() {
  return (
    <Routes>
      <Route path={routeTable.contact.path} element={<ContactPage />} />
      <Route path={routeTable.services.path} element={<ServicesPage />} />
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
