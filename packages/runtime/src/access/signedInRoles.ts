import type { User } from '@specrun/model';

/** The role every signed-in user holds, in a spec that signs users in. */
export const SIGNED_IN = 'signed in';

/** The role of a signed-out visitor, in a spec that signs users in. */
export const VISITOR = 'visitor';

/** Whom a spec that signs users in acts as when nobody is signed in. */
export const VISITOR_USER: User = { id: '', name: 'Visitor', roles: [VISITOR] };
