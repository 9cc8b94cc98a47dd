/** Contact and services pages for the routes this remote owns in the shared route table. */
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';
import { ContactFramePage } from './pages/contact-frame-page';

export function ContactRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeTable.contact.path} element={<ContactFramePage title="Contact Us" customOrder />} />
        <Route path={routeTable.services.path} element={<ContactFramePage title="Services" />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
