import { useParams } from 'react-router';
import { parseIdText, parseLeadingId } from '@shared/schemas/http';

type Params = Readonly<Record<string, string | undefined>>;

export interface IdParamOptions {
  /**
   * Read the number an address starts with, as `Number.parseInt` does (`/snippet/12-hero` is 12):
   * the public pages take any address that begins with an id (SPEC §5). Otherwise the whole
   * segment must be an id as the API's `idParam` takes it: all digits, at least 1.
   */
  leadingNumber?: boolean;
}

/**
 * The text of a route's id: the named parameter, else a wildcard's (`/snippet/*`), else the
 * second segment of the address (where the router gives none, SPEC §2).
 */
export function idParamText(params: Params, name: string, pathname: string): string {
  return params[name] ?? params['*'] ?? pathname.split('/')[2] ?? '';
}

/** A route's id as a number, or null where the text holds none. */
export function parseIdParam(raw: string, options: IdParamOptions = {}): number | null {
  return options.leadingNumber ? parseLeadingId(raw) : parseIdText(raw);
}

/** The numeric id in the current route (`:id` unless named otherwise), or null when it holds none. */
export function useIdParam(name = 'id', options: IdParamOptions = {}): number | null {
  return parseIdParam(idParamText(useParams(), name, window.location.pathname), options);
}
