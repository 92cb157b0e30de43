import { pickMessages } from './pick';

const messages = { auth: { session: { title: 'T', stay: 'S' }, signIn: { title: 'X' } }, payment: { a: 'A' } };

test('only the paths asked for, in their place', () => {
  expect(pickMessages(messages, ['auth.session', 'payment'])).toEqual({ auth: { session: { title: 'T', stay: 'S' } }, payment: { a: 'A' } });
  expect(pickMessages(messages, ['auth.session.title', 'auth.signIn'])).toEqual({ auth: { session: { title: 'T' }, signIn: { title: 'X' } } });
});

test('a path that does not exist is a mistake', () => {
  expect(() => pickMessages(messages, ['auth.nope'])).toThrow('No messages at auth.nope');
});
