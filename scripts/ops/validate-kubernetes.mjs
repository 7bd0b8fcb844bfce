#!/usr/bin/env node
// Validates deploy/kubernetes/*.yaml offline: every document against the Kubernetes API schema of
// its kind (kubernetes-models), then the shop's own rules for every pod template: readiness and
// liveness probes on long-running containers, CPU and memory limits, non-root, no privilege
// escalation, a read-only root, and no `latest` tag. No cluster is needed (none is reachable here).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const require = createRequire(import.meta.url);
const directory = new URL('../../deploy/kubernetes/', import.meta.url).pathname;

/** `apps/v1` + `Deployment` -> kubernetes-models' class for it (the core group has no prefix). */
function modelOf(apiVersion, kind) {
  const module = require(`kubernetes-models/${apiVersion}/${kind}`);
  return module[kind];
}

function podSpecOf(resource) {
  if (resource.kind === 'CronJob') return resource.spec.jobTemplate.spec.template.spec;
  if (['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(resource.kind))
    return resource.spec.template.spec;
  return null;
}

/** The shop's rules beyond the schema; answers the problems found. */
function shopRules(resource) {
  const spec = podSpecOf(resource);
  if (!spec) return [];
  const problems = [];
  const longRunning = ['Deployment', 'StatefulSet', 'DaemonSet'].includes(resource.kind);
  if (spec.securityContext?.runAsNonRoot !== true) problems.push('runAsNonRoot is not true');
  for (const container of spec.containers) {
    const at = `container ${container.name}`;
    if (/:latest$|^[^:]+$/.test(container.image)) problems.push(`${at}: image has no pinned tag`);
    if (!container.resources?.limits?.cpu || !container.resources?.limits?.memory)
      problems.push(`${at}: no CPU and memory limits`);
    if (container.securityContext?.allowPrivilegeEscalation !== false)
      problems.push(`${at}: privilege escalation allowed`);
    if (container.securityContext?.readOnlyRootFilesystem !== true)
      problems.push(`${at}: root file system writable`);
    if (longRunning && (!container.readinessProbe || !container.livenessProbe))
      problems.push(`${at}: no readiness and liveness probes`);
  }
  return problems;
}

export function validate(resource) {
  const problems = [];
  try {
    new (modelOf(resource.apiVersion, resource.kind))(resource).validate();
  } catch (error) {
    problems.push(error.message);
  }
  return [...problems, ...shopRules(resource)];
}

// The validator must reject what is wrong, or passing proves nothing: a broken Deployment first.
const broken = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'broken' },
  spec: {
    selector: { matchLabels: { a: 'b' } },
    template: {
      metadata: { labels: { a: 'b' } },
      spec: { containers: [{ name: 'c', image: 'x:latest', ports: [{ containerPort: 'http' }] }] },
    },
  },
};
if (validate(broken).length < 3) {
  console.error('validate-kubernetes: the validator accepted a broken Deployment');
  process.exit(1);
}

let failures = 0;
let checked = 0;
for (const file of readdirSync(directory)
  .filter((name) => name.endsWith('.yaml'))
  .sort()) {
  for (const document of parseAllDocuments(readFileSync(join(directory, file), 'utf8'))) {
    if (document.errors.length > 0) {
      console.error(`${file}: ${document.errors[0].message}`);
      failures += 1;
      continue;
    }
    const resource = document.toJS();
    if (!resource) continue;
    checked += 1;
    for (const problem of validate(resource)) {
      console.error(`${file}: ${resource.kind} ${resource.metadata?.name}: ${problem}`);
      failures += 1;
    }
  }
}
console.log(`validate-kubernetes: ${checked} resources checked, ${failures} problems`);
process.exit(failures === 0 ? 0 : 1);
