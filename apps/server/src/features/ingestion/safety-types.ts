export type UploadRefusalCode =
  | 'empty'
  | 'too_large'
  | 'unsupported_type'
  | 'type_mismatch'
  | 'polyglot'
  | 'corrupt'
  | 'encrypted'
  | 'active_content'
  | 'too_many_entries'
  | 'zip_bomb'
  | 'xml_entities';

/** Why a file's content was refused; `message` is shown to the person who uploaded it. */
export type ContentProblem = { code: UploadRefusalCode; message: string };
