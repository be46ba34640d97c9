// The public entry of the auth feature: what other features may use (decision 0023).
export { CodeInput } from './CodeInput';
export { CONSENT_PDF, ConsentCheckbox } from './ConsentCheckbox';
export { LoginForm } from './LoginForm';
export { PhoneField } from './PhoneField';
export { AUTH_TEXT } from './messages';
export { formatPhone, isCompletePhone, isEmptyPhone, normalizePhone } from './phoneMask';
export { PASSWORD_RULES, firstErrors, profilePayload, validateProfile } from './profileRules';
export type { FieldErrors, ProfileValues } from './profileRules';
export { createResendTimer, retryAfterSeconds } from './resendTimer';
export type { ResendTimer } from './resendTimer';
export { useLogout } from './useLogout';
export { useResendTimer } from './useResendTimer';
