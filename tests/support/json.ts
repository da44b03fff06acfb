/**
 * A JSON reply as a test reads it: the test reaches for the fields it asserts on, and the assertion is the
 * check, so a declared shape would only repeat it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above: the expectations check the shape
export type JsonReply = any;
