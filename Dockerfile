# syntax=docker/dockerfile:1
# Portal de Oportunidades: one image for the API instances and the analysis worker (README,
# 'Produção'). Built in one stage, run as the unprivileged `node` user in the next; the command is
# the same `npm start` as anywhere else (and `npm run worker` for the worker, see compose.yaml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
# The web app and the API bundle (apps/api/dist, with the migrated embedded cluster).
RUN npm run build && npm run build:api
RUN npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    SKIP_WEB_BUILD=true \
    SKIP_API_BUILD=true
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "start"]
