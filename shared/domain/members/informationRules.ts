// Information search (issue 13 §8): query definitions, fields, degree matching and their messages.
// Filled in by the information area.
export {};
