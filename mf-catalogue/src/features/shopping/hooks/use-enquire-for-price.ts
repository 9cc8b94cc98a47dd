/**
 * 'Enquire for Price' on Featured pieces (§product.enquire-for-price): publish a custom-order request through
 * the shared module and go to the contact page's custom-order section, which opens its form pre-filled (ADR
 * 016).
 */
import { CUSTOM_ORDER_SECTION_ID, requestCustomOrder, useNavigate, type Product } from '@gemstore/shared';

export function useEnquireForPrice() {
  const navigate = useNavigate();
  return (product: Pick<Product, 'id' | 'name' | 'description' | 'link'>) => {
    requestCustomOrder(product);
    navigate(`/contact#${CUSTOM_ORDER_SECTION_ID}`);
  };
}
