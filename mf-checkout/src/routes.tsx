/** Cart and checkout pages for the routes this remote owns in the shared route table. */
import { BrowserRouter, Route, Routes, routeTable } from '@gemstore/shared';
import { CartPage } from './pages/cart-page';
import { CheckoutFramePage } from './pages/checkout-frame-page';

export function CheckoutRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={routeTable.cart.path} element={<CartPage />} />
        <Route path={routeTable.paymentCanceled.path} element={<CartPage />} />
        <Route path={routeTable.checkout.path} element={<CheckoutFramePage title="Checkout" />} />
        <Route
          path={routeTable.paymentSuccess.path}
          element={<CheckoutFramePage title="Payment Successful!" />}
        />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
