# A container on Next's standalone output: `docker build --build-arg SITE_URL=https://www.example.co.uk -t brightside .`
# then `docker run -p 3000:3000 -e DATABASE_URL=... -e AUTH_SECRET=... -e SITE_URL=... brightside` (README, "Deploy").
# Static pages carry the site's address, so SITE_URL is given at build and again at run time.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL
ENV NODE_ENV=production BUILD_STANDALONE=1 SITE_URL=${SITE_URL} NEXT_TELEMETRY_DISABLED=1
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOSTNAME=0.0.0.0 NEXT_TELEMETRY_DISABLED=1
# server.js with only the files it traced (migrations and PDF fonts included: next.config.mjs), then the static
# assets (the CSP manifest among them) and public/, which standalone output leaves to the host.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
