export { CancelAppointment } from './components/cancel-appointment';
