/**
 * The option fields built on React Aria's overlays and pickers (a search's or a select's popover, a date picker,
 * checkboxes, a file chooser): one chunk, loaded only by a product step that shows one (lazy-option-fields.tsx).
 */
export { CheckboxGroupField } from '../../../ui/checkbox-field.tsx';
export { DateField } from '../../../ui/date-field.tsx';
export { FileField } from '../../../ui/file-field.tsx';
export { SearchField } from '../../../ui/search-field.tsx';
export { SelectField } from '../../../ui/select-field.tsx';
export { PortugueseCompanyField } from './portuguese-company-field.tsx';
