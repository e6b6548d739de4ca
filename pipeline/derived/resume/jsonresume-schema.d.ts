// The official JSON Resume schema package ships no types.
declare module "@jsonresume/schema" {
  const jsonResumeSchema: {
    validate(resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void): void;
  };
  export default jsonResumeSchema;
}
