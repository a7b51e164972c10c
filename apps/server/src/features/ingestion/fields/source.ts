/** Where a parsed value came from: its character span in the resume text and how sure the model was (0–1). */
export type FieldSource = { start: number; end: number; confidence: number };
