import { z } from 'zod';
import './zod-config';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTER } from './text-rules';

/**
 * Every string a request carries starts here: a body field, a query or a
 * path segment. One holding a control character (text-rules.ts) is refused
 * with a 400 that names the field, before anything is read or written.
 */
export function text() {
  return z.string().regex(NO_CONTROL_CHARACTER, CONTROL_CHARACTER_MESSAGE);
}
