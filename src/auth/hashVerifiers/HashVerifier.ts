/** Checks passwords against one foreign hash format (WordPress's, older systems'). */
export interface HashVerifier {
  /** Short name for reports and tests (`phpass`, `wordpress-bcrypt`…). */
  readonly name: string;
  /** Whether `stored` is a hash of this format. */
  recognizes(stored: string): boolean;
  /** Whether `password` matches `stored`; false for any malformed hash. */
  verify(password: string, stored: string): Promise<boolean>;
}
