/**
 * What each process of a deployment runs: the image's command for the API instances and the
 * worker's command in compose.yaml. `multi-instance.test.ts` starts its processes with exactly
 * these, and `deploy.test.ts` checks the Dockerfile and compose.yaml against them.
 */
export const DEPLOY_COMMANDS = { api: ['npm', 'start'], worker: ['npm', 'run', 'worker'] } as const;

/** Settings every process of a deployment shares with the proof: work left to the worker, files in the store. */
export const INSTANCE_SETTINGS = { QUEUE_WORK_IN_SERVER: 'false', STORAGE: 's3', S3_FORCE_PATH_STYLE: 'true' } as const;
