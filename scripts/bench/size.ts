/**
 * The bench's size figures (issue 13): each route of size-budget.json, the JavaScript a first visit downloads (gzip),
 * next to the React floor built in the same run with the project's own versions, and their ratio (the issue's
 * target: the chooser at most 1.5× the floor). Printed, never asserted; the budget itself is enforced by npm test.
 * Standalone: `node --import tsx scripts/bench/size.ts` builds the client into dist/client first.
 */
import { pathToFileURL } from 'node:url';
import { ROUTER_FLOOR_SOURCES, reactFloor } from '../lib/react-floor.ts';
import { type SizeOptions, sizeReport } from '../lib/size-report.ts';

export interface RouteSizeFigure {
  route: string;
  files: number;
  gzipKiB: number;
  budgetKiB: number;
  /** The route's JavaScript over the React floor's. */
  ratioToFloor: number;
}

export interface SizeFigures {
  floorKiB: number;
  /** The floor with react-router's declarative API, and with its data router (the app's), to say what the router costs. */
  routerFloorsKiB: { declarative: number; data: number };
  routes: RouteSizeFigure[];
  typeboxChunks: string[];
}

const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export async function benchSize(options: Omit<SizeOptions, 'floor'> = {}): Promise<SizeFigures> {
  const report = await sizeReport({ ...options, floor: true });
  const floorBytes = report.floor?.gzipBytes ?? Number.NaN;
  const routerFloorsKiB = {
    declarative: kib((await reactFloor(undefined, ROUTER_FLOOR_SOURCES.declarative)).gzipBytes),
    data: kib((await reactFloor(undefined, ROUTER_FLOOR_SOURCES.data)).gzipBytes),
  };
  return {
    floorKiB: kib(floorBytes),
    routerFloorsKiB,
    routes: report.routes.map((size) => ({
      route: size.route,
      files: size.files,
      gzipKiB: kib(size.gzipBytes),
      budgetKiB: kib(size.budgetBytes),
      ratioToFloor: Math.round((size.gzipBytes / floorBytes) * 100) / 100,
    })),
    typeboxChunks: report.typeboxChunks,
  };
}

/** The figures as an aligned table. */
export function sizeFiguresTable({ floorKiB, routerFloorsKiB, routes }: SizeFigures): string[] {
  const ratio = (kiB: number, of: number) => (kiB / of).toFixed(2);
  const rows = [
    ['route', 'JS gzip KiB', 'files', '× React floor', '× floor + data router'],
    ...routes.map((route) => [
      route.route,
      route.gzipKiB.toFixed(1),
      String(route.files),
      route.ratioToFloor.toFixed(2),
      ratio(route.gzipKiB, routerFloorsKiB.data),
    ]),
    ['React floor (Vite + React 19)', floorKiB.toFixed(1), '', '1.00', ratio(floorKiB, routerFloorsKiB.data)],
    ['floor + react-router, declarative', routerFloorsKiB.declarative.toFixed(1), '', ratio(routerFloorsKiB.declarative, floorKiB), ''],
    ['floor + react-router, data router', routerFloorsKiB.data.toFixed(1), '', ratio(routerFloorsKiB.data, floorKiB), '1.00'],
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  '),
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of sizeFiguresTable(await benchSize())) console.log(line);
}
