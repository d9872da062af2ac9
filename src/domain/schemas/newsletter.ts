/**
 * A newsletter subscription, one schema (docs/product.md, Newsletter; functions/README.md):
 * the body `{email, name?}` the site sends and the newsletter function validates, with every
 * Spanish answer to a bad one (./plain.ts). The footer form shows the same texts for an empty or
 * malformed address (docs/product.md, Messages).
 */
import * as v from 'valibot';
import {
  FIELD_MAX_LENGTH,
  isPlainObject,
  isValidEmail,
  NEWSLETTER_NAME_MAX,
  SUBSCRIPTION_MESSAGES,
} from './plain';

export { NEWSLETTER_NAME_MAX, SUBSCRIPTION_MESSAGES };

const M = SUBSCRIPTION_MESSAGES;
const FIELDS = ['email', 'name'];
// C0/C1 control characters, DEL, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The subscription body: an object with only `email` (trimmed, lower-cased, a valid address of at
 * most 254 characters) and an optional `name` (trimmed, at most 100 characters, no control
 * characters; a blank one is left out). Parse it with `{ abortEarly: true }`: the first issue is
 * the answer, in this order.
 */
export const SubscriptionSchema = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, M.bodyNotObject),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const unknown = Object.keys(dataset.value).filter((key) => !FIELDS.includes(key));
    if (unknown.length > 0) addIssue({ message: M.unknownFields(unknown) });
  }),
  v.object({
    email: v.optional(
      v.pipe(
        v.string(M.emailNotText),
        v.trim(),
        v.toLowerCase(),
        v.nonEmpty(M.emailRequired),
        v.maxLength(FIELD_MAX_LENGTH.email, M.emailTooLong),
        v.check(isValidEmail, M.emailInvalid),
      ),
      '',
    ),
    name: v.optional(
      v.pipe(
        v.string(M.nameNotText),
        v.trim(),
        // Characters (code points), not UTF-16 units: "Peña" is 4 characters.
        v.check((name) => [...name].length <= NEWSLETTER_NAME_MAX, M.nameTooLong),
        v.check((name) => !CONTROL_CHARS.test(name), M.nameInvalidCharacters),
      ),
    ),
  }),
  v.transform(({ email, name }) => {
    const subscription: { email: string; name?: string } = { email };
    if (name) subscription.name = name;
    return subscription;
  }),
);

/** What the function relays: the address, and the name when one was given. */
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;
