import { CLUSTER_TEMPLATE, writeClusterTemplate } from './cluster-template.ts';

/** Run by `scripts/build-api.mjs` after bundling: writes apps/api/dist/pgdata.tar.gz. */
await writeClusterTemplate();
console.info(`cluster template written: ${CLUSTER_TEMPLATE}`);
