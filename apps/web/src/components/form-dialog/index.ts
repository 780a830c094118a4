export { FormDialog } from './form-dialog';
