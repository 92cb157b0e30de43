import type { TeamComment } from '../contract/team-comments';
import { toTeamCommentView, type TeamCommentView } from './team-comment';

const wire: TeamComment = {
  id: 5,
  text: 'Hello',
  created_at: '2026-11-02T15:04:00Z',
  to_customer: true,
  to_dealership: false,
  comment_type: 'message',
  comment_type_in_words: 'Message',
  action_type: 'payment_arrangement',
  contact_method: 'Call',
  deleted: false,
  deleted_at: null,
  user: { id: 3, name: 'Ana Staff', cfs: true, primary_role_friendly_name: 'Customer Service' },
};

describe('toTeamCommentView', () => {
  it.each<[string, TeamComment, Partial<TeamCommentView>]>([
    ['every field', wire, {
      id: 5, text: 'Hello', createdAt: '2026-11-02T15:04:00Z', labels: ['Customer'], deleted: false,
      author: { id: 3, name: 'Ana Staff', role: 'Customer Service', fromStaff: true },
      action: 'Payment arrangement', contactMethod: 'Call', typeInWords: 'Message',
    }],
    ['to no one: staff only', { ...wire, to_customer: false }, { labels: ['Only'] }],
    ['to both', { ...wire, to_dealership: true }, { labels: ['Customer', 'Service Center'] }],
    ['an action type outside the list is shown as sent', { ...wire, action_type: 'custom_thing' }, { action: 'custom_thing' }],
    ['a customer\'s answer: no staff details', { ...wire, action_type: null, contact_method: null }, { action: null, contactMethod: null }],
    ['without the extensions: not deleted, no author id', { ...wire, deleted: undefined, action_type: undefined, contact_method: undefined, user: { ...wire.user, id: undefined } }, {
      deleted: false, action: null, contactMethod: null, author: { id: null, name: 'Ana Staff', role: 'Customer Service', fromStaff: true },
    }],
    ['deleted', { ...wire, deleted: true, deleted_at: '2026-11-03T00:00:00Z' }, { deleted: true }],
  ])('%s', (_, comment, expected) => {
    expect(toTeamCommentView(comment)).toMatchObject(expected);
  });
});
