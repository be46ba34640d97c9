import { describe, expect, test } from 'vitest';
import { contactOf, initialLoginState, loginPayload, loginReducer, type LoginAction, type LoginState } from './loginFlow';

const run = (actions: LoginAction[], state: LoginState = initialLoginState) => actions.reduce(loginReducer, state);

describe('login flow', () => {
  test('email: required, then valid; the error clears when the email is edited', () => {
    let state = run([{ type: 'submitContact' }]);
    expect(state.step).toBe('contact');
    expect(state.contactError).toBe('Обязательное поле для заполнения');
    state = run([{ type: 'email', value: 'anna@' }], state);
    expect(state.contactError).toBeNull();
    state = run([{ type: 'submitContact' }], state);
    expect(state.contactError).toBe('Должен содержать действительный адрес электронной почты');
    state = run([{ type: 'email', value: 'anna@example.ru' }, { type: 'submitContact' }], state);
    expect(state.step).toBe('password');
  });

  test('phone: only required', () => {
    let state = run([{ type: 'method', method: 'phone' }, { type: 'submitContact' }]);
    expect(state.contactError).toBe('Обязательное поле для заполнения');
    state = run([{ type: 'phone', value: '+7 (9' }, { type: 'submitContact' }], state);
    expect(state.step).toBe('password');
    expect(contactOf(state)).toEqual({ phone: '+7 (9' });
    state = run([{ type: 'phone', value: '+7 (999) 123 45-67' }], state);
    expect(contactOf(state)).toEqual({ phone: '+79991234567' });
  });

  test('step 2: code screen, back to password, other data back to step 1', () => {
    let state = run([{ type: 'email', value: 'a@b.ru' }, { type: 'submitContact' }, { type: 'codeSent' }]);
    expect(state.step).toBe('code');
    state = run([{ type: 'usePassword' }], state);
    expect(state.step).toBe('password');
    state = run([{ type: 'otherData' }], state);
    expect(state.step).toBe('contact');
    expect(state.email).toBe('a@b.ru');
  });

  test("'foreign computer' is checked by default: remember=false", () => {
    const state = run([{ type: 'email', value: ' a@b.ru ' }]);
    expect(state.foreignComputer).toBe(true);
    expect(loginPayload(state, 'secret')).toEqual({ email: 'a@b.ru', password: 'secret', remember: false });
    expect(loginPayload(run([{ type: 'foreignComputer', value: false }], state), 'x').remember).toBe(true);
  });
});
