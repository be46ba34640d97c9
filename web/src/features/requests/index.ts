// The public entry of the requests feature: the forms a visitor sends to the inbox (decision 0025).
export { RequestForm, type RequestFormProps } from './RequestForm';
export { REQUEST_FORMS } from './formSpecs';
export type { RequestFormKind } from './types';
