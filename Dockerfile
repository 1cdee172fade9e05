# The site as one container: build with every dependency, run with production ones only.
#   docker build -t water-site .
#   docker run -p 3000:3000 -e DATABASE_URL=… -e AUTH_SECRET=… -e PUBLIC_URL=https://… water-site
# Settings come from the environment at run time (see .env.example); none is baked in.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json /app/server.mjs ./
COPY --from=build /app/scripts/ensure-build.mjs ./scripts/ensure-build.mjs
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
