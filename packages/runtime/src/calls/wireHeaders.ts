// The headers of the wire between the app and the spec's backend (docs/calls.md), shared by the
// client (calls/) and the mock backend (mock/).

/** The header naming the acting user (the mock's stand-in for signing in). */
export const USER_HEADER = 'x-specrun-user';
/** The header with Specrun's metadata of one record's answer. */
export const RECORD_HEADER = 'x-specrun-record';
/** The header saying what the mock answered that the spec does not list. */
export const ASSUMPTION_HEADER = 'x-specrun-assumption';
