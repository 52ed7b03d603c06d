/** The form phones dial: + and 7 to 15 digits. */
export const dialPattern = /^\+[0-9]{7,15}$/;

/** The number to dial, from the number as visitors read it: "+1 (555) 123-4567" → "+15551234567". */
export const dialForm = (shown: string) => shown.replace(/(?!^\+)[^0-9]/g, "");
