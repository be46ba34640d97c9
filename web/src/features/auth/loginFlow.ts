import { validateValue } from '../../shared/validation';
import type { Contact } from './api';
import { normalizePhone } from './phoneMask';

/**
 * The login flow of spec section 4: step 1 enter a contact and validate it; if valid, step 2
 * asks for the password, or (after a 'new password' request) for the 6-character code.
 */
export type LoginMethod = 'email' | 'phone';
export type LoginStep = 'contact' | 'password' | 'code';

export interface LoginState {
  step: LoginStep;
  method: LoginMethod;
  email: string;
  phone: string;
  /** Step 1 error of the chosen contact field. */
  contactError: string | null;
  /** The 'foreign computer' box, checked by default: checked means remember=false. */
  foreignComputer: boolean;
}

export type LoginAction =
  | { type: 'method'; method: LoginMethod }
  | { type: 'email'; value: string }
  | { type: 'phone'; value: string }
  | { type: 'foreignComputer'; value: boolean }
  | { type: 'submitContact' }
  | { type: 'codeSent' }
  | { type: 'usePassword' }
  | { type: 'otherData' };

export const initialLoginState: LoginState = {
  step: 'contact',
  method: 'email',
  email: '',
  phone: '',
  contactError: null,
  foreignComputer: true,
};

/** Step 1 rules (spec section 5): email required and valid; phone only required. */
export function validateContact(state: Pick<LoginState, 'method' | 'email' | 'phone'>): string | null {
  return state.method === 'email'
    ? validateValue(state.email.trim(), [{ rule: 'required' }, { rule: 'email' }])
    : validateValue(normalizePhone(state.phone), [{ rule: 'required' }]);
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'method':
      return { ...state, method: action.method, contactError: null };
    case 'email':
      // The email error clears when the email is edited.
      return { ...state, email: action.value, contactError: state.method === 'email' ? null : state.contactError };
    case 'phone':
      return { ...state, phone: action.value, contactError: state.method === 'phone' ? null : state.contactError };
    case 'foreignComputer':
      return { ...state, foreignComputer: action.value };
    case 'submitContact': {
      const error = validateContact(state);
      return error ? { ...state, contactError: error } : { ...state, contactError: null, step: 'password' };
    }
    case 'codeSent':
      return { ...state, step: 'code' };
    case 'usePassword':
      return { ...state, step: 'password' };
    case 'otherData':
      return { ...state, step: 'contact' };
  }
}

/** The contact as the calls send it: a trimmed email, or the phone as '+7' and 10 digits. */
export function contactOf(state: Pick<LoginState, 'method' | 'email' | 'phone'>): Contact {
  return state.method === 'email' ? { email: state.email.trim() } : { phone: normalizePhone(state.phone) };
}

/** What step 2 shows under its title: the email, or the masked phone. */
export function contactLabel(state: Pick<LoginState, 'method' | 'email' | 'phone'>): string {
  return state.method === 'email' ? state.email.trim() : state.phone;
}

export function loginPayload(state: LoginState, secret: string) {
  return { ...contactOf(state), password: secret, remember: !state.foreignComputer };
}
