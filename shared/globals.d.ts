/**
 * shared/ runs in the browser and on Node, so it is checked with neither's types; these are the
 * globals both runtimes have that it uses, declared as narrowly as it uses them.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}
