/** What a program without a name is called (part 2 §2: "the name, or Unnamed Program"). */
export const UNNAMED_PROGRAM = 'Unnamed Program';
