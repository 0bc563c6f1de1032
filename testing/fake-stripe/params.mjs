// Reading a request's parameters as Stripe reads them. The SDK sends them
// form-encoded with bracket keys (`line_items[0][price_data][unit_amount]=500`),
// which qs turns back into objects and arrays; every leaf is then a string,
// and an empty string stands for "no value" (the SDK sends null as `key=`).
import { parameterInvalid, parameterMissing } from './errors.mjs';

/**
 * @import { ParsedQs } from 'qs'
 * @typedef {ParsedQs} Params
 * @typedef {ParsedQs[string]} ParamValue
 */

/** @param {ParamValue} value */
const describe = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * @param {Params} params
 * @param {string} name
 * @param {string} [path] the parameter's full name in an error, e.g. 'line_items[0][quantity]'
 * @returns {string | undefined}
 */
export function optionalString(params, name, path = name) {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw parameterInvalid(path, `Invalid string: ${describe(value)}`);
  return value;
}

/**
 * @param {Params} params
 * @param {string} name
 * @param {string} [path]
 */
export function requiredString(params, name, path = name) {
  const value = optionalString(params, name, path);
  if (value === undefined) throw parameterMissing(path);
  return value;
}

/**
 * @param {Params} params
 * @param {string} name
 * @param {string} [path]
 * @returns {number | undefined}
 */
export function optionalInteger(params, name, path = name) {
  const value = optionalString(params, name, path);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw parameterInvalid(path, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  }
  return Number(value);
}

/**
 * @param {Params} params
 * @param {string} name
 * @param {string} [path]
 * @returns {Params | undefined}
 */
export function optionalObject(params, name, path = name) {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw parameterInvalid(path, `Invalid object`, 'parameter_invalid_object');
  }
  return value;
}

/**
 * A list parameter. qs makes an array of `key[0]`, `key[1]`…, but an object
 * of indexes it will not turn into an array (past its arrayLimit, or sparse);
 * both are read in index order.
 * @param {Params} params
 * @param {string} name
 * @param {string} [path]
 * @returns {Params[] | undefined}
 */
export function optionalList(params, name, path = name) {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  const items = Array.isArray(value)
    ? value
    : typeof value === 'object'
      ? Object.keys(value)
          .sort((a, b) => Number(a) - Number(b))
          .map((key) => value[key])
      : [value];
  return items.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      throw parameterInvalid(`${path}[${index}]`, 'Invalid object', 'parameter_invalid_object');
    }
    return item;
  });
}

/**
 * @template {string} T
 * @param {string | undefined} value
 * @param {readonly T[]} allowed
 * @param {string} path
 * @returns {T | undefined}
 */
export function oneOf(value, allowed, path) {
  if (value === undefined) return undefined;
  if (!(/** @type {readonly string[]} */ (allowed).includes(value))) {
    throw parameterInvalid(path, `Invalid ${path}: must be one of ${allowed.join(', ')}`);
  }
  return /** @type {T} */ (value);
}

/**
 * Stripe's metadata: at most 50 keys of at most 40 characters, string values
 * of at most 500; a key sent empty is left out.
 * @param {Params} params
 * @param {string} [name]
 * @param {string} [path]
 * @returns {Record<string, string>}
 */
export function metadataOf(params, name = 'metadata', path = name) {
  const value = optionalObject(params, name, path);
  /** @type {Record<string, string>} */
  const metadata = {};
  for (const [key, entry] of Object.entries(value ?? {})) {
    const entryPath = `${path}[${key}]`;
    if (typeof entry !== 'string') throw parameterInvalid(entryPath, 'Invalid string');
    if (key.length > 40) {
      throw parameterInvalid(
        entryPath,
        'Metadata keys can have a maximum length of 40 characters.',
      );
    }
    if (entry.length > 500) {
      throw parameterInvalid(
        entryPath,
        'Metadata values can have a maximum length of 500 characters.',
      );
    }
    if (entry !== '') metadata[key] = entry;
  }
  if (Object.keys(metadata).length > 50) {
    throw parameterInvalid(path, 'Metadata can have a maximum of 50 keys.');
  }
  return metadata;
}

/**
 * The parameter, when given, must be an http(s) URL, as Stripe wants for a redirect.
 * @param {string | null | undefined} value
 * @param {string} path
 */
export function checkUrl(value, path) {
  if (value === undefined || value === null) return;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw parameterInvalid(path, 'Not a valid URL', 'url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw parameterInvalid(path, 'Not a valid URL', 'url_invalid');
  }
}
