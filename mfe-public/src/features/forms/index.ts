export { RequirementsChecker } from './RequirementsChecker';
export { AppointmentRequestForm } from './AppointmentRequestForm';
