import { ApiRequestError } from '@clinic/platform';
import { memberChangeProblem } from './memberChangeProblems';

const failure = (status: number, error: string, extra: Record<string, unknown> = {}) => new ApiRequestError(status, { error, msg: 'server text', ...extra });

describe('add or remove applicant problems', () => {
  it.each([
    [failure(409, 'already_added'), { kind: 'alreadyAdded' }],
    [failure(409, 'already_booked'), { kind: 'alreadyBooked' }],
    [failure(400, 'cannot_remove_primary'), { kind: 'cannotRemovePrimary' }],
    [failure(409, 'applicant_not_in_appointment'), { kind: 'notInAppointment' }],
    [failure(403, 'not_reachable', { applicant_uuid: 'x' }), { kind: 'notReachable' }],
    [failure(400, 'too_many_applicants', { max_applicants: 4 }), { kind: 'tooManyApplicants', max: 4 }],
    [failure(400, 'too_many_applicants'), { kind: 'tooManyApplicants', max: null }],
    [failure(401, 'TOKEN_EXPIRED'), { kind: 'sessionExpired' }],
    [failure(401, 'UNAUTHORIZED'), { kind: 'sessionExpired' }],
    [failure(403, 'FORBIDDEN'), { kind: 'sessionExpired' }],
    [failure(404, 'NOT_FOUND'), { kind: 'failed' }],
    [failure(409, 'NOT_BOOKABLE'), { kind: 'failed' }],
    [failure(0, 'NETWORK_ERROR'), { kind: 'failed' }],
    [new Error('boom'), { kind: 'failed' }],
  ])('%s', (err, problem) => expect(memberChangeProblem(err)).toEqual(problem));
});
