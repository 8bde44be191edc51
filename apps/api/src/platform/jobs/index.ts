// The background job runner (docs/decisions/0032): interval jobs that run once across API
// processes, stop gracefully, and can be run on demand (tests).
export { createJobRunner, type Job, type JobContext, type JobRunner } from './job-runner';
