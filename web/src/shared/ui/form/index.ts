export { Field, type FieldProps } from './Field';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { FormError } from './FormError';
export { focusFirstInvalid } from './focusFirstInvalid';
export { default as formStyles } from './Form.module.css';
export { SubmitButton } from './SubmitButton';
export { useFormSubmit, type FormErrors, type FormSubmitOptions } from './useFormSubmit';
