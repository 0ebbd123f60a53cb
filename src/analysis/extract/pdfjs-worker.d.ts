// pdfjs-dist ships no types for its worker module; it is imported only to run the worker in-process.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: { initializeFromPort(port: unknown): void };
}
