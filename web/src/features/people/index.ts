// The public entry of people and portfolios (issue 17, decision 0044): the directory block, the
// mentor's and participant's pages, and what the account's portfolio editor shares with them.
export { PeopleDirectory, type PeopleBlockData } from './PeopleDirectory';
export { MentorView } from './MentorView';
export { ParticipantView } from './ParticipantView';
export { Portrait } from './Portrait';
export { useMentor, useParticipant, usePeopleFilters } from './api';
export { HOST_NAMES, VIDEO_INVALID, VIDEO_NOT_MP4, videoLinkError, videoSource } from './videos';
export { PARTICIPANT_KIND_NAMES, STRUCTURE_KIND_NAMES } from './format';
export type { CityRef, CreativeTypeRef, Mentor, Participant, ParticipantKind, PeopleKind } from './types';
