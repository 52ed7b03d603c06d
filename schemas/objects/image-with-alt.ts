import { defineField } from "sanity";

type ImageWithAltOptions = {
  name: string;
  title: string;
  description: string;
  /** What the picture is called in the message when its text is missing. */
  noun?: "image" | "photo";
  /** Help under the alternative text's box. */
  altDescription?: string;
};

/**
 * An optional picture (a post's cover, a case study's image, a person's photo) with its alternative
 * text, which is required once a picture is chosen. Hotspot on: the site crops it to each layout.
 */
export function imageWithAlt({ name, title, description, noun = "image", altDescription }: ImageWithAltOptions) {
  return defineField({
    name,
    title,
    type: "image",
    options: { hotspot: true },
    description,
    fields: [
      defineField({
        name: "alt",
        title: "Alternative text",
        type: "string",
        ...(altDescription ? { description: altDescription } : {}),
        validation: (rule) =>
          rule.custom((alt, context) =>
            (context.parent as { asset?: unknown } | undefined)?.asset && !alt
              ? `Describe the ${noun} for people who cannot see it.`
              : true,
          ),
      }),
    ],
  });
}
