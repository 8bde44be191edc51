import type en from './en';

/** A message's key: `area.name`, where the area says which screens show it (decision 0118). */
export type MessageKey = keyof typeof en;
/** Every key with its message in ICU MessageFormat; each language's catalogue has all of them. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
/** The screens that load their messages together: `shell` with the first load, others with their pages. */
export type Area = MessageKey extends `${infer A}.${string}` ? A : never;
export type AreaKey<A extends Area> = Extract<MessageKey, `${A}.${string}`>;

/** The area of a key: the part before its first dot. */
export const areaOf = (key: string) => key.slice(0, key.indexOf('.'));
