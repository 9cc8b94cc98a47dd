export { shop } from './identity';
export { deliveryWords } from './delivery';
