import { z } from "zod";
import { image, imageFields } from "./image";
import { authorRef, authorRefFields } from "./post";

// A person of the firm (an `author` document) as a card shows them: the Leadership section's grid and the
// practice leads on a service page. Their page is /blog/author/<slug>; without a photo, their initials.

export const personCardFields = `${authorRefFields}, role, ${imageFields("photo")}`;
export const personCard = authorRef.extend({ role: z.string().min(1), photo: image });

/**
 * The initials of a name for the monogram drawn where a person has no photo: the first letters of the first
 * and last words, titles such as Dr. left out (Dr. Maya Chen → MC).
 */
export function initials(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !/\.$/.test(word))
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? "");
  if (words.length === 0) return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? "";
  return words.length === 1 ? (words[0] ?? "") : `${words[0]}${words.at(-1)}`;
}
