import { describe, expect, test } from 'vitest';
import { endpointRoutes } from './endpoint-routes.ts';
import { endpoints } from './endpoints.ts';

const ROUTING_FIELDS = ['method', 'path', 'cartCall', 'produces', 'consumes', 'changesState'] as const;

// The browser calls endpoints through endpointRoutes and the fake server registers them from endpoints.
describe('the route table the client bundles and the schema table', () => {
  test('[contracts] name the same endpoints', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(endpointRoutes).sort());
  });

  test.each(Object.entries(endpoints))('[contracts] %s has the same method, path and routing facts in both', (name, endpoint) => {
    const routing = Object.fromEntries(
      ROUTING_FIELDS.filter((field) => field in endpoint).map((field) => [field, endpoint[field as keyof typeof endpoint]]),
    );
    expect(routing).toEqual(endpointRoutes[name as keyof typeof endpointRoutes]);
  });
});
