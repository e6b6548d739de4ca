import jsonResumeSchema from "@jsonresume/schema";

/** Checks a resume against the official JSON Resume schema; rejects with every problem found. */
export function validateJsonResume(resume: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    jsonResumeSchema.validate(resume, (errors: unknown[] | null) => {
      if (!errors) return resolve();
      const lines = errors.map((error) => `  - ${String(error)}`).join("\n");
      reject(new Error(`resume.json does not match the JSON Resume schema:\n${lines}`));
    });
  });
}
