export { Field, type FieldProps } from './Field';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { default as formStyles } from './Form.module.css';
